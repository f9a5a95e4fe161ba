import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';

const routes = [
  { path: '/shop', label: 'Shop', icon: <StorefrontIcon /> },
  { path: '/orders', label: 'Orders', icon: <ReceiptLongIcon /> },
  { path: '/bag', label: 'Bag', icon: <ShoppingBagIcon /> },
];

export default function LinkNavigation() {
  const [path, setPath] = React.useState('/shop');
  return (
    <Paper variant="outlined" sx={{ maxWidth: 400 }}>
      <Typography sx={{ p: 2 }}>Current route: {path}</Typography>
      <BottomNavigation component="nav" aria-label="Store sections" showLabels value={path}>
        {routes.map((route) => (
          <BottomNavigationAction
            key={route.path}
            component="a"
            href={`https://store.example${route.path}`}
            value={route.path}
            label={route.label}
            icon={route.icon}
            aria-current={path === route.path ? 'page' : undefined}
            onClick={(event: React.MouseEvent) => {
              event.preventDefault();
              setPath(route.path);
            }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
