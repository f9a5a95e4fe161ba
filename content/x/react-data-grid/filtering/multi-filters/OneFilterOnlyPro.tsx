import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createOrders, type Order } from '../../demo-data/orders';

const orders = createOrders(120, 644);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
];

export default function OneFilterOnlyPro() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* Back to a single filter item, as in the community grid. */}
      <DataGridPro rows={orders} columns={columns} showToolbar disableMultipleColumnsFiltering aria-label="Orders with a single filter" />
    </Box>
  );
}
