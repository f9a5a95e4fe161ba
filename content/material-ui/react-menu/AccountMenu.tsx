import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import SettingsIcon from '@mui/icons-material/Settings';
import LogoutIcon from '@mui/icons-material/Logout';

export default function AccountMenu() {
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography>Projects</Typography>
      <Typography>Billing</Typography>
      <Tooltip title="Lucía Ortega: account">
        <IconButton
          size="small"
          aria-label="LO, Lucía Ortega: account"
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? menuId : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <Avatar component="span" sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 14 }}>LO</Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        anchorOrigin={{ horizontal: 'right', vertical: 'bottom' }}
        transformOrigin={{ horizontal: 'right', vertical: 'top' }}
        slotProps={{ paper: { elevation: 3, sx: { mt: 1, minWidth: 220 } }, list: { 'aria-label': 'Account' } }}
      >
        <MenuItem onClick={close}>
          <Avatar sx={{ width: 28, height: 28, mr: 1.5, fontSize: 12 }}>LO</Avatar>
          Profile
        </MenuItem>
        <MenuItem onClick={close}>
          <Avatar sx={{ width: 28, height: 28, mr: 1.5, fontSize: 12 }}>AC</Avatar>
          Switch to Acme Corp
        </MenuItem>
        <Divider />
        <MenuItem onClick={close}>
          <ListItemIcon><SettingsIcon fontSize="small" /></ListItemIcon>
          Settings
        </MenuItem>
        <MenuItem onClick={close}>
          <ListItemIcon><LogoutIcon fontSize="small" /></ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </Box>
  );
}
