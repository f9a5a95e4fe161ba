import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';

const railWidth = 220;
const sections = ['Overview', 'Invoices', 'Customers', 'Payouts', 'Reports'];

export default function ResponsiveDrawer() {
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'));
  const [sheetOpen, setSheetOpen] = React.useState(false);
  const [section, setSection] = React.useState(sections[0]);
  return (
    <Box sx={{ display: 'flex' }}>
      <CssBaseline />
      <AppBar position="fixed" sx={{ width: { sm: `calc(100% - ${railWidth}px)` } }}>
        <Toolbar>
          {!wide && (
            <IconButton color="inherit" edge="start" aria-label="Open navigation" onClick={() => setSheetOpen(true)} sx={{ mr: 1 }}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography component="p" variant="h6">Ledger · {section}</Typography>
        </Toolbar>
      </AppBar>
      {/* One drawer: temporary (over the page) on phones, permanent (docked) from sm up */}
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || sheetOpen}
        onClose={() => setSheetOpen(false)}
        slotProps={{ root: { keepMounted: true }, paper: { sx: { width: railWidth } } }}
        sx={{ width: { sm: railWidth }, flexShrink: 0 }}
      >
        <List component="nav" aria-label="Billing sections">
          {sections.map((name) => (
            <ListItemButton
              key={name}
              selected={name === section}
              onClick={() => { setSection(name); setSheetOpen(false); }}
            >
              <ListItemText primary={name} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 3 }}>
        <Toolbar />
        <Typography component="h2" variant="h5">{section}</Typography>
        <Typography sx={{ mt: 1 }}>
          Below 600 px wide the navigation hides behind the menu button; from there up it stays docked on the left.
        </Typography>
      </Box>
    </Box>
  );
}
