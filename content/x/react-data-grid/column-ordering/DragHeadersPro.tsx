import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(60, 111);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function DragHeadersPro() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} aria-label="Orders; drag a header to move its column" />
    </Box>
  );
}
