import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const width = 230;
const channels = ['general', 'design-crit', 'release-train', 'random'];

export default function PermanentDrawer() {
  return (
    <Box sx={{ display: 'flex' }}>
      <CssBaseline />
      <Drawer variant="permanent" anchor="left" sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width, boxSizing: 'border-box' } }}>
        <Toolbar>
          <Typography component="p" variant="h6">Harbor Team</Typography>
        </Toolbar>
        <Divider />
        <Box component="nav" aria-label="Channels">
          <List subheader={<ListSubheader>Channels</ListSubheader>}>
            {channels.map((name) => (
              <ListItem key={name} disablePadding>
                <ListItemButton selected={name === 'release-train'}>
                  <ListItemText primary={`# ${name}`} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 3 }}>
        <Typography component="h2" variant="h5"># release-train</Typography>
        <Typography sx={{ mt: 1 }}>Build 4.12 is frozen. Please post blockers here before 16:00.</Typography>
      </Box>
    </Box>
  );
}
