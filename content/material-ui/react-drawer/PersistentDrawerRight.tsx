import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import CloseIcon from '@mui/icons-material/Close';

const width = 280;

export default function PersistentDrawerRight() {
  const [open, setOpen] = React.useState(false);
  const headingId = React.useId();
  return (
    <Box sx={{ display: 'flex' }}>
      <CssBaseline />
      <AppBar position="fixed" sx={{ transition: 'width 225ms', ...(open && { width: `calc(100% - ${width}px)`, mr: `${width}px` }) }}>
        <Toolbar>
          <Typography variant="h6" component="h2" noWrap sx={{ flexGrow: 1 }}>IMG_2041.jpg</Typography>
          <IconButton color="inherit" aria-label="Photo details" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            <InfoOutlinedIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1, p: 3, transition: 'margin 225ms', mr: open ? 0 : `-${width}px` }}>
        <Toolbar />
        <Box role="img" aria-label="Sunset over a harbour" sx={{ height: 200, borderRadius: 2, background: 'linear-gradient(180deg, #f8b26a 0%, #e0605e 55%, #2b4c7e 100%)' }} />
      </Box>
      <Drawer
        variant="persistent"
        anchor="right"
        open={open}
        
        sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width } }}
      >
        <Box component="aside" aria-labelledby={headingId}>
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <Typography id={headingId} component="h3" variant="subtitle1">Details</Typography>
          <IconButton aria-label="Close details" onClick={() => setOpen(false)}><CloseIcon /></IconButton>
        </Toolbar>
        <Divider />
        <Box sx={{ p: 2 }}>
          <Typography variant="body2">Taken 14 Aug 2026, 20:41</Typography>
          <Typography variant="body2">4032 × 3024 · 3.1 MB</Typography>
          <Typography variant="body2">Camera: Pixel 9, f/1.7</Typography>
        </Box>
        </Box>
      </Drawer>
    </Box>
  );
}
