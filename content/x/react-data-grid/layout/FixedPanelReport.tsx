import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(80);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function FixedPanelReport() {
  const titleId = React.useId();
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 640 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        Recent orders
      </Typography>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} density="compact" aria-labelledby={titleId} />
      </div>
    </Paper>
  );
}
