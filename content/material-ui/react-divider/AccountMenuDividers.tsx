import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

export default function AccountMenuDividers() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 280 }}>
      <List component="nav" aria-label="Account">
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
        {/* Inside a list, render the divider as an <li> so the list stays valid. */}
        <Divider component="li" />
        <ListItem disablePadding>
          <ListItemButton>
            <ListItemText primary="Keyboard shortcuts" />
          </ListItemButton>
        </ListItem>
        <Divider component="li" />
        <ListItem disablePadding>
          <ListItemButton>
            <ListItemText primary="Sign out" slotProps={{ primary: { color: 'error' } }} />
          </ListItemButton>
        </ListItem>
      </List>
    </Paper>
  );
}
