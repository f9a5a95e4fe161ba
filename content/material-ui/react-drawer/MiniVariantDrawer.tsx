import * as React from 'react';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import DashboardIcon from '@mui/icons-material/Dashboard';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import InsightsIcon from '@mui/icons-material/Insights';

const items = [
  { label: 'Dashboard', icon: <DashboardIcon /> },
  { label: 'Stock', icon: <Inventory2Icon /> },
  { label: 'Shipments', icon: <LocalShippingIcon /> },
  { label: 'Insights', icon: <InsightsIcon /> },
];

export default function MiniVariantDrawer() {
  const [open, setOpen] = React.useState(false);
  const width = open ? 220 : 64;
  const paperSx = { width, overflowX: 'hidden', transition: 'width 200ms', boxSizing: 'border-box' } as const;
  return (
    <Box sx={{ display: 'flex' }}>
      <CssBaseline />
      <Drawer variant="permanent" sx={{ width, flexShrink: 0, transition: 'width 200ms', '& .MuiDrawer-paper': paperSx }}>
        <Box sx={{ p: 1 }}>
          <IconButton aria-label={open ? 'Collapse navigation' : 'Expand navigation'} aria-expanded={open} onClick={() => setOpen(!open)} sx={{ ml: 0.5 }}>
            {open ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label="Warehouse">
          <List>
            {items.map(({ label, icon }) => (
              <ListItem key={label} disablePadding>
                <Tooltip title={open ? '' : label} placement="right">
                  <ListItemButton aria-label={label} sx={{ px: 2.5, minHeight: 48 }}>
                    <ListItemIcon sx={{ minWidth: 0, mr: open ? 2 : 0 }}>{icon}</ListItemIcon>
                    <ListItemText primary={label} sx={{ opacity: open ? 1 : 0, whiteSpace: 'nowrap' }} />
                  </ListItemButton>
                </Tooltip>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 3 }}>
        <Typography component="h2" variant="h5">Warehouse dashboard</Typography>
        <Typography sx={{ mt: 1 }}>The rail keeps icons in reach; expand it to read the labels.</Typography>
      </Box>
    </Box>
  );
}
