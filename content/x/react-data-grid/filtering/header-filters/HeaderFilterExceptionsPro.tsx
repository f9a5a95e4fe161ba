import Box from '@mui/material/Box';
import { DataGridPro, getGridNumericOperators, type GridColDef } from '@mui/x-data-grid-pro';
import { createOrders, type Order } from '../../demo-data/orders';

const orders = createOrders(150, 655);

const columns: GridColDef<Order>[] = [
  // No filter cell: an order reference is looked up with the quick filter instead.
  { field: 'reference', headerName: 'Order', width: 120, filterable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 150,
    // The header cell starts with the first operator: "at least".
    filterOperators: getGridNumericOperators().filter((operator) => operator.value === '>=' || operator.value === '<='),
  },
  { field: 'country', headerName: 'Country', width: 150 },
];

export default function HeaderFilterExceptionsPro() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro rows={orders} columns={columns} headerFilters showToolbar aria-label="Orders with selective header filters" />
    </Box>
  );
}
