import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridPinnedColumnFields } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(60, 123);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 120 },
];

export default function ControlledPinnedColumns() {
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({ left: ['reference'] });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setPinned({ left: ['reference', 'customer'], right: ['status'] })}>
          Support layout
        </Button>
        <Button size="small" variant="outlined" onClick={() => setPinned({ left: ['reference'], right: ['total'] })}>
          Finance layout
        </Button>
        <Button size="small" onClick={() => setPinned({})}>
          Unpin all
        </Button>
        <Typography variant="body2" color="text.secondary">
          Left: {pinned.left?.join(', ') || 'none'} · Right: {pinned.right?.join(', ') || 'none'}
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumns={pinned}
          onPinnedColumnsChange={setPinned}
          aria-label="Orders"
        />
      </Box>
    </Stack>
  );
}
