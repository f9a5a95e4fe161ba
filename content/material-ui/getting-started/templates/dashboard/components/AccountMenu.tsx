import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { visuallyHidden } from '../utils/visuallyHidden';

const user = { name: 'Maya Kowalczyk', initials: 'MK', role: 'Operations lead' };

export default function AccountMenu() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-haspopup="true"
        aria-controls={open ? 'account-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        {/* A span: a button may only hold phrasing content. */}
        <Avatar component="span" aria-hidden sx={{ width: 34, height: 34, fontSize: '0.875rem' }}>
          {user.initials}
        </Avatar>
        {/* The name comes from this hidden text rather than an aria-label, so it doesn't clash with the visible initials. */}
        <Box component="span" sx={visuallyHidden}>
          Account: {user.name}
        </Box>
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <MenuItem onClick={close} sx={{ py: 1.25 }}>
          <ListItemIcon>
            <ManageAccountsOutlined fontSize="small" />
          </ListItemIcon>
          <Box>
            <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
              {user.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="span">
              {user.role} · Profile
            </Typography>
          </Box>
        </MenuItem>
        {/* An `li` (with the separator role): the menu is a `ul`, which holds list items only. */}
        <Divider component="li" />
        <MenuItem onClick={close}>
          <ListItemIcon>
            <GroupsOutlined fontSize="small" />
          </ListItemIcon>
          Team and roles
        </MenuItem>
        <MenuItem onClick={close}>
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
