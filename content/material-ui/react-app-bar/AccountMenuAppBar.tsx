import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import ReceiptIcon from '@mui/icons-material/Receipt';
import StorefrontIcon from '@mui/icons-material/Storefront';

const accountActions = [
  { label: 'Shop profile', icon: <StorefrontIcon fontSize="small" /> },
  { label: 'Invoices', icon: <ReceiptIcon fontSize="small" /> },
  { label: 'Sign out', icon: <LogoutIcon fontSize="small" /> },
];

function AccountButton({ name, initials }: { name: string; initials: string }) {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const menuShown = anchor !== null;
  const menuId = React.useId();

  return (
    <>
      <IconButton
        edge="end"
        aria-label={`${initials}, account menu of ${name}`}
        aria-haspopup="menu"
        aria-controls={menuShown ? menuId : undefined}
        aria-expanded={menuShown}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar component="span" sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }}>{initials}</Avatar>
      </IconButton>
      <Menu
        id={menuId}
        open={menuShown}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ horizontal: 'right', vertical: 'bottom' }}
        transformOrigin={{ horizontal: 'right', vertical: 'top' }}
      >
        {accountActions.map((action) => (
          <MenuItem key={action.label} onClick={() => setAnchor(null)}>
            <ListItemIcon>{action.icon}</ListItemIcon>
            <ListItemText>{action.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export default function AccountMenuAppBar() {
  return (
    <AppBar position="static" color="default">
      <Toolbar>
        <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
          Pinecone Ceramics admin
        </Typography>
        <AccountButton name="Noor Haddad" initials="NH" />
      </Toolbar>
    </AppBar>
  );
}
