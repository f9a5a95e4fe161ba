import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(30, 505);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 130 },
];

export default function SortingDisabledPreset() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        // Readers cannot change the order, but the grid still applies this one.
        disableColumnSorting
        initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } }}
        aria-label="Orders by total, fixed order"
      />
    </Box>
  );
}
