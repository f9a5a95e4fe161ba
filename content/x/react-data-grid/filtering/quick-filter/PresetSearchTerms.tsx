import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../../demo-data/orders';

const orders = createOrders(120, 622);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function PresetSearchTerms() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        showToolbar
        // Both words must appear somewhere in the row (each in any column).
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['grinder', 'shipped'] } } }}
        aria-label="Orders searched for shipped grinders"
      />
    </Box>
  );
}
