import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(30, 9);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  // The two flex columns share the space left after the fixed ones: one part and two parts.
  { field: 'customer', headerName: 'Customer (flex 1)', flex: 1 },
  { field: 'product', headerName: 'Product (flex 2)', flex: 2 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function FlexShareColumns() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Orders with flexible columns" />
    </Box>
  );
}
