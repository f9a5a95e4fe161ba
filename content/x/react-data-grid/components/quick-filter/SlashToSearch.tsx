import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';
import { createOrders, type Order } from '../../demo-data/orders';

const orders = createOrders(70, 852);

// The expanded state lives here, so a keyboard shortcut can open the search: press "/" anywhere on the page.
function ShortcutToolbar() {
  const [expanded, setExpanded] = React.useState(false);

  React.useEffect(() => {
    const openOnSlash = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key !== '/' || target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      event.preventDefault();
      setExpanded(true);
    };
    document.addEventListener('keydown', openOnSlash);
    return () => document.removeEventListener('keydown', openOnSlash);
  }, []);

  return (
    <Toolbar style={{ justifyContent: 'flex-start', gap: 8 }}>
      <QuickFilter expanded={expanded} onExpandedChange={setExpanded}>
        {expanded ? null : (
          <QuickFilterTrigger render={<Button size="small" variant="outlined" aria-keyshortcuts="/" />}>Search orders</QuickFilterTrigger>
        )}
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Customer, product or status"
              sx={{ display: expanded ? undefined : 'none', width: 'min(280px, 100%)' }}
              slotProps={{ htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search orders' } }}
            />
          )}
        />
      </QuickFilter>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {expanded ? 'Escape clears, then closes' : 'or press /'}
      </Typography>
    </Toolbar>
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function SlashToSearch() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid rows={orders} columns={columns} showToolbar slots={{ toolbar: ShortcutToolbar }} aria-label="Orders, press slash to search" />
    </Box>
  );
}
