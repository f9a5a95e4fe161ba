import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { ORDER_STATUSES, createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(40, 402);
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170, editable: true },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 130,
    editable: true,
  },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 130, editable: true },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function ShipmentRowEditing() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid editMode="row" rows={orders} columns={columns} aria-label="Orders, editable by row" />
    </Box>
  );
}
