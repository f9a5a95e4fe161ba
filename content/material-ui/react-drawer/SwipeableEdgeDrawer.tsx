import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';

const peek = 56;
const stops = ['Market Square', 'Riverside', 'Old Mill', 'University', 'Hospital', 'Airport'];

export default function SwipeableEdgeDrawer() {
  const [open, setOpen] = React.useState(false);
  return (
    <Box component="main" sx={{ height: '100vh', p: 2, bgcolor: 'background.default' }}>
      <CssBaseline />
      <Typography component="h2" variant="h6">Route 7 map</Typography>
      <Button onClick={() => setOpen(true)} sx={{ mt: 1 }}>Show all stops</Button>
      <SwipeableDrawer
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        swipeAreaWidth={peek}
        disableSwipeToOpen={false}
        slotProps={{ root: { keepMounted: true }, paper: { sx: { height: `calc(60% - ${peek}px)`, overflow: 'visible' } } }}
      >
        <Box
          sx={{
            position: 'absolute', top: -peek, left: 0, right: 0, height: peek, visibility: 'visible',
            bgcolor: 'background.paper', borderTopLeftRadius: 12, borderTopRightRadius: 12, boxShadow: 3,
            display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center',
          }}
        >
          <Box sx={{ width: 32, height: 5, borderRadius: 3, bgcolor: 'action.disabled', mb: 0.75 }} />
          <Typography variant="body2">6 stops · next bus in 4 min</Typography>
        </Box>
        <List dense sx={{ px: 2, overflow: 'auto' }}>
          {stops.map((stop, index) => (
            <ListItem key={stop} divider>
              <ListItemText primary={stop} secondary={`${index * 4 + 4} min`} />
            </ListItem>
          ))}
        </List>
      </SwipeableDrawer>
    </Box>
  );
}
