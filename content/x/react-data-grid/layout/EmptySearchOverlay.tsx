import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'product', headerName: 'Product', flex: 1 },
];

export default function EmptySearchOverlay() {
  const [query, setQuery] = React.useState('ORD-2');
  const rows = orders.filter((order) => order.reference.includes(query.toUpperCase()));
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <TextField size="small" label="Order reference" value={query} onChange={(event) => setQuery(event.target.value)} />
      <div style={{ display: 'flex', flexDirection: 'column', maxHeight: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          aria-label="Orders matching the reference"
          sx={{ '--DataGrid-overlayHeight': '160px' }}
        />
      </div>
    </Stack>
  );
}
