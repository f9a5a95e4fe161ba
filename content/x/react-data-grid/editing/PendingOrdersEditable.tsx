import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(30, 403);

// Only orders that have not been paid yet may still change.
const isOpen = (params: GridCellParams<Order>) => params.row.status === 'Pending';

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90, editable: true },
];

export default function PendingOrdersEditable() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .locked-cell': { bgcolor: 'action.hover' },
      }}
    >
      <DataGrid
        rows={orders}
        columns={columns}
        isCellEditable={isOpen}
        getCellClassName={(params) =>
          params.colDef.editable && !isOpen(params) ? 'locked-cell' : ''
        }
        aria-label="Orders; only pending orders can be edited"
      />
    </Box>
  );
}
