import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(240, 701);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
];

export default function PagedOrderHistory() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        aria-label="Order history, ten orders a page"
      />
    </Box>
  );
}
