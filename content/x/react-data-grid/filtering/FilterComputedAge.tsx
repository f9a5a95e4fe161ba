import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DEMO_TODAY } from '../demo-data/random';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(60, 605).filter((order) => order.status === 'Pending' || order.status === 'Paid');
const DAY = 86_400_000;

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'waiting',
    headerName: 'Waiting (days)',
    type: 'number',
    width: 140,
    // Not in the data: computed, then filtered and sorted like any number.
    valueGetter: (_value, row) => Math.round((DEMO_TODAY.getTime() - row.orderedOn.getTime()) / DAY),
  },
];

export default function FilterComputedAge() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'waiting', operator: '>', value: 180 }] } },
          sorting: { sortModel: [{ field: 'waiting', sort: 'desc' }] },
        }}
        aria-label="Unshipped orders waiting more than 180 days"
      />
    </Box>
  );
}
