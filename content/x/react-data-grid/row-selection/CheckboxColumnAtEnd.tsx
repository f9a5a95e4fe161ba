import Box from '@mui/material/Box';
import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(40, 810);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  // Placing the selection column yourself moves it; spreading the default keeps its behaviour.
  { ...GRID_CHECKBOX_SELECTION_COL_DEF, width: 70 },
];

export default function CheckboxColumnAtEnd() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={orders} columns={columns} checkboxSelection aria-label="Orders with the checkbox column last" />
    </Box>
  );
}
