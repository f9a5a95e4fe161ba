import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { ORDER_STATUSES, createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(80, 601);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...ORDER_STATUSES], width: 120 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 130 },
];

export default function ColumnMenuFilter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={orders} columns={columns} showToolbar aria-label="Orders, filterable from the toolbar and column menus" />
    </Box>
  );
}
