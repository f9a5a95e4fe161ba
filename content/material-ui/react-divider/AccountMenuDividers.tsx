import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

export default function AccountMenuDividers() {
  return (
    <Paper component="nav" aria-label="Account" variant="outlined" sx={{ width: '100%', maxWidth: 280 }}>
      <List>
        <ListItem disablePadding>
          <ListItemButton>
            <ListItemText primary="Profile" />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton>
            <ListItemText primary="Billing and plans" />
          </ListItemButton>
        </ListItem>
        {/* A <ul> may only hold list items: the divider goes inside an <li> of its own. */}
        <li aria-hidden="true">
          <Divider />
        </li>
        <ListItem disablePadding>
          <ListItemButton>
            <ListItemText primary="Keyboard shortcuts" />
          </ListItemButton>
        </ListItem>
        <li aria-hidden="true">
          <Divider />
        </li>
        <ListItem disablePadding>
          <ListItemButton>
            <ListItemText primary="Sign out" slotProps={{ primary: { color: 'error' } }} />
          </ListItemButton>
        </ListItem>
      </List>
    </Paper>
  );
}
