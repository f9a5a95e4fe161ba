import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, ORDER_STATUSES, type Order } from '../demo-data/orders';

const rows = createOrders(120);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 120,
  },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 120 },
];

export default function OrderDesk() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        aria-label="Orders"
        initialState={{
          sorting: { sortModel: [{ field: 'orderedOn', sort: 'desc' }] },
          filter: { filterModel: { items: [{ field: 'status', operator: 'isAnyOf', value: ['Pending', 'Paid'] }] } },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
