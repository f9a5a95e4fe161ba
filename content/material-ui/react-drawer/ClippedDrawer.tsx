import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const topics = ['Getting started', 'Authentication', 'Webhooks', 'Rate limits', 'Errors'];
const current = 'Webhooks';

export default function ClippedDrawer() {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <CssBaseline />
      <AppBar position="fixed" elevation={1} sx={(theme) => ({ zIndex: theme.zIndex.drawer + 1 })}>
        <Toolbar variant="dense">
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>Payments API reference</Typography>
        </Toolbar>
      </AppBar>
      <Drawer variant="permanent" slotProps={{ paper: { sx: { width: 210 } } }} sx={{ width: 210 }}>
        {/* Spacer with the app bar's height, so the list starts below it */}
        <Toolbar variant="dense" />
        <List component="nav" aria-label="API topics" dense>
          {topics.map((topic) => (
            <ListItemButton key={topic} selected={topic === current} aria-current={topic === current ? 'page' : undefined}>
              <ListItemText primary={topic} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ flex: 1, px: 4, py: 2 }}>
        <Toolbar variant="dense" />
        <Typography component="h2" variant="h5">{current}</Typography>
        <Typography sx={{ mt: 1 }}>We send a signed POST request to your endpoint whenever a payment changes state.</Typography>
      </Box>
    </Box>
  );
}
