import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';

export default function MenuPlacement() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', p: 1, borderBottom: '1px solid', borderColor: 'divider' }}>
      <Typography level="title-md">Northwind CRM</Typography>
      <Dropdown>
        <MenuButton variant="plain" startDecorator={<Avatar component="span" size="sm">FA</Avatar>}>
          Fatima
        </MenuButton>
        {/* The trigger sits at the right edge: align the menu's end with it. */}
        <Menu placement="bottom-end" sx={{ minWidth: 180 }}>
          <MenuItem>Profile</MenuItem>
          <MenuItem>Workspace settings</MenuItem>
          <ListDivider />
          <MenuItem>Sign out</MenuItem>
        </Menu>
      </Dropdown>
    </Box>
  );
}
