import * as React from 'react';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataGrid, Toolbar, ToolbarButton, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

// Props of our own for the toolbar slot: declared once, then typed in `slotProps.toolbar`.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onReloadOrders?: () => void;
    ordersLoadedAt?: string;
  }
}

function OrdersToolbar({ onReloadOrders, ordersLoadedAt }: GridSlotProps['toolbar']) {
  return (
    <Toolbar>
      <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600, mx: 0.5 }}>
        Today&apos;s orders
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        Loaded at {ordersLoadedAt}
      </Typography>
      <Tooltip title="Reload orders">
        <ToolbarButton aria-label="Reload orders" onClick={onReloadOrders}>
          <RefreshRounded fontSize="small" />
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
];

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'UTC' });

export default function ReloadableToolbar() {
  const [batch, setBatch] = React.useState(1);
  const [loading, setLoading] = React.useState(false);
  const [loadedAt, setLoadedAt] = React.useState('09:00:00 AM');
  const rows = React.useMemo(() => createOrders(40, 300 + batch), [batch]);

  const reload = () => {
    setLoading(true);
    // Stands in for a request to the order service.
    window.setTimeout(() => {
      setBatch((value) => value + 1);
      setLoadedAt(timeFormat.format(new Date()));
      setLoading(false);
    }, 700);
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        showToolbar
        slots={{ toolbar: OrdersToolbar }}
        slotProps={{ toolbar: { onReloadOrders: reload, ordersLoadedAt: loadedAt } }}
        aria-label="Today's orders"
      />
    </Box>
  );
}
