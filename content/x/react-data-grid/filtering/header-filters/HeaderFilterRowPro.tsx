import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { ORDER_STATUSES, createOrders, type Order } from '../../demo-data/orders';

const orders = createOrders(150, 651);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...ORDER_STATUSES], width: 150 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 150 },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 170 },
];

export default function HeaderFilterRowPro() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro rows={orders} columns={columns} headerFilters aria-label="Orders with a filter row" />
    </Box>
  );
}
