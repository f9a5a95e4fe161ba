import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const resources = [
  { label: 'Documentation', href: 'https://example.com/docs' },
  { label: 'Tutorials', href: 'https://example.com/tutorials' },
  { label: 'Community forum', href: 'https://example.com/forum' },
];

export default function MenuNavigation() {
  return (
    <Dropdown>
      <MenuButton variant="plain" color="neutral" endDecorator={<KeyboardArrowDown />}>
        Resources
      </MenuButton>
      <Menu>
        {resources.map((item) => (
          // component="a" keeps real links: middle-click and "open in new tab" work.
          <MenuItem key={item.href} component="a" href={item.href}>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
