import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(50, 502);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 130 },
];

export default function InitialSortOrders() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        // Newest orders first when the grid opens; readers can still sort differently.
        initialState={{ sorting: { sortModel: [{ field: 'orderedOn', sort: 'desc' }] } }}
        aria-label="Orders, newest first"
      />
    </Box>
  );
}
