import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowParams } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(50, 804);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
];

// Only orders that have not been paid can be cancelled, so only they can be selected.
const canCancel = (params: GridRowParams<Order>) => params.row.status === 'Pending';

export default function SelectableWhenPending() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={orders} columns={columns} checkboxSelection isRowSelectable={canCancel} aria-label="Orders; only pending orders can be selected" />
    </Box>
  );
}
