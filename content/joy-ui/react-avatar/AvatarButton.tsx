import Avatar from '@mui/joy/Avatar';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import { people } from './portraits';

export default function AvatarButton() {
  const { name, src } = people.diego;
  return (
    <Dropdown>
      <MenuButton
        aria-label={`Account menu for ${name}`}
        variant="plain"
        sx={{ p: 0.5, borderRadius: '50%' }}
      >
        <Avatar component="span" src={src} alt="" />
      </MenuButton>
      <Menu placement="bottom-end" size="sm">
        <MenuItem>Profile</MenuItem>
        <MenuItem>Billing</MenuItem>
        <MenuItem>Sign out</MenuItem>
      </Menu>
    </Dropdown>
  );
}
