import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(30, 120);
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function OrderClickDetails() {
  const [order, setOrder] = React.useState<Order | null>(null);
  const [lastHeader, setLastHeader] = React.useState<string | null>(null);

  // Typing the handler with GridEventListener gives `params` and `event` their types.
  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    setOrder(params.row as Order);
  };
  const handleHeaderClick: GridEventListener<'columnHeaderClick'> = (params) => {
    setLastHeader(params.colDef.headerName ?? params.field);
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Box sx={{ height: 360, flex: 1, minWidth: 0 }}>
        <DataGrid
          rows={orders}
          columns={columns}
          onRowClick={handleRowClick}
          onColumnHeaderClick={handleHeaderClick}
          aria-label="Orders: click a row to see its details"
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, width: { md: 260 } }} aria-live="polite">
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Order details
        </Typography>
        {order ? (
          <Typography variant="body2" component="div">
            <strong>{order.reference}</strong> by {order.customer}
            <br />
            {order.quantity} × {order.product}
            <br />
            {dollars.format(order.total)}, {order.status.toLowerCase()}
          </Typography>
        ) : (
          <Typography variant="body2">Click a row.</Typography>
        )}
        <Typography variant="caption" component="p" sx={{ mt: 2, color: 'text.secondary' }}>
          Last header clicked: {lastHeader ?? 'none'}
        </Typography>
      </Paper>
    </Stack>
  );
}
