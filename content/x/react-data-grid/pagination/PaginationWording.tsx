import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(75, 712);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
];

export default function PaginationWording() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        pageSizeOptions={[10, 20]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        hideFooterSelectedRowCount
        localeText={{
          paginationRowsPerPage: 'Orders per page:',
          paginationDisplayedRows: ({ from, to, count }) => `Orders ${from} to ${to} of ${count}`,
          paginationItemAriaLabel: (type) => `Go to the ${type} page of orders`,
        }}
        aria-label="Orders with custom pagination wording"
      />
    </Box>
  );
}
