import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(40, 81);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function DefaultMenuOrders() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Orders" />
    </Box>
  );
}
