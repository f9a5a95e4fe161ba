import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';

const width = 240;
const notebooks = ['Field notes', 'Recipes', 'Book club', 'Garden plan'];

export default function PersistentDrawerLeft() {
  const [open, setOpen] = React.useState(true);
  return (
    <Box sx={{ display: 'flex' }}>
      <CssBaseline />
      <AppBar position="fixed" sx={{ transition: 'width 225ms, margin 225ms', ...(open && { width: `calc(100% - ${width}px)`, ml: `${width}px` }) }}>
        <Toolbar>
          <IconButton color="inherit" edge="start" aria-label="Show notebooks" aria-expanded={open} onClick={() => setOpen(true)} sx={{ mr: 2, display: open ? 'none' : 'inline-flex' }}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" noWrap>Notebook</Typography>
        </Toolbar>
      </AppBar>
      <Drawer variant="persistent" anchor="left" open={open} sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width } }}>
        <Toolbar sx={{ justifyContent: 'flex-end' }}>
          <IconButton aria-label="Hide notebooks" onClick={() => setOpen(false)}><ChevronLeftIcon /></IconButton>
        </Toolbar>
        <Divider />
        <Box component="nav" aria-label="Notebooks">
        <List>
          {notebooks.map((name) => (
            <ListItem key={name} disablePadding>
              <ListItemButton><ListItemText primary={name} /></ListItemButton>
            </ListItem>
          ))}
        </List>
        </Box>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 3, transition: 'margin 225ms', ml: open ? 0 : `-${width}px` }}>
        <Toolbar />
        <Typography>
          A persistent drawer sits beside the page instead of over it. Closing it slides the content back across,
          so the reader keeps their place in this long note about planting garlic in October.
        </Typography>
      </Box>
    </Box>
  );
}
