import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';

export default function MenuVariants() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      <Dropdown>
        <MenuButton>Outlined (default)</MenuButton>
        <Menu>
          <MenuItem>Reply</MenuItem>
          <MenuItem>Forward</MenuItem>
        </Menu>
      </Dropdown>
      <Dropdown>
        <MenuButton variant="soft">Soft</MenuButton>
        <Menu variant="soft">
          <MenuItem>Reply</MenuItem>
          <MenuItem>Forward</MenuItem>
        </Menu>
      </Dropdown>
      <Dropdown>
        <MenuButton variant="solid" color="primary">
          Solid
        </MenuButton>
        {/* invertedColors makes the items readable on the solid fill. */}
        <Menu variant="solid" color="primary" invertedColors>
          <MenuItem>Reply</MenuItem>
          <MenuItem>Forward</MenuItem>
        </Menu>
      </Dropdown>
      <Dropdown>
        <MenuButton variant="plain">Plain</MenuButton>
        <Menu variant="plain" sx={{ boxShadow: 'lg' }}>
          <MenuItem>Reply</MenuItem>
          <MenuItem>Forward</MenuItem>
        </Menu>
      </Dropdown>
    </Stack>
  );
}
