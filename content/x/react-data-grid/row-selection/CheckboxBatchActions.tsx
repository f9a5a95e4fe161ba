import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(60, 802);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
];

export default function CheckboxBatchActions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={orders} columns={columns} checkboxSelection aria-label="Orders with checkboxes" />
    </Box>
  );
}
