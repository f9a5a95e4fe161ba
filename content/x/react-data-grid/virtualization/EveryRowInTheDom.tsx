import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(20, 901);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
];

export default function EveryRowInTheDom() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* All 20 rows are rendered, visible or not: fine for small grids, tests and printing. */}
      <DataGrid rows={orders} columns={columns} disableVirtualization hideFooter aria-label="Twenty orders, all rendered" />
    </Box>
  );
}
