import Box from '@mui/material/Box';
import { DataGrid, getGridStringOperators, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../../demo-data/orders';

const orders = createOrders(60, 613);

// The first operator in the list is the one a new filter starts with.
const startsWithFirst = [...getGridStringOperators()].sort((a, b) =>
  a.value === 'startsWith' ? -1 : b.value === 'startsWith' ? 1 : 0,
);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 120, filterOperators: startsWithFirst },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
];

export default function ReorderedDefaultOperator() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={orders} columns={columns} showToolbar aria-label="Orders; reference filters start with 'starts with'" />
    </Box>
  );
}
