import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(40, 30);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 120 },
  // Used by filters in the app's code; readers never need to see it.
  { field: 'id', headerName: 'Row id', width: 80 },
];

// Only these columns are listed in the columns panel.
const optional = new Set(['category', 'country', 'orderedOn']);

export default function TogglableSubset() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        aria-label="Orders"
        initialState={{ columns: { columnVisibilityModel: { id: false } } }}
        slotProps={{
          columnsManagement: {
            getTogglableColumns: (all) => all.filter((column) => optional.has(column.field)).map((column) => column.field),
          },
        }}
      />
    </Box>
  );
}
