import Dropdown from '@mui/joy/Dropdown';
import Menu, { MenuProps } from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';

const triggers: { size: MenuProps['size']; label: string }[] = [
  { size: 'sm', label: 'Row actions' },
  { size: 'md', label: 'Page actions' },
  { size: 'lg', label: 'Touch screen' },
];

export default function MenuSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {triggers.map(({ size, label }) => (
        <Dropdown key={size}>
          {/* Give the trigger and the menu the same size. */}
          <MenuButton size={size}>{label}</MenuButton>
          <Menu size={size}>
            <MenuItem>Duplicate</MenuItem>
            <MenuItem>Move to folder</MenuItem>
            <MenuItem>Archive</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Stack>
  );
}
