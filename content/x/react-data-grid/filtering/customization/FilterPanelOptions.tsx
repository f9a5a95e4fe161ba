import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../../demo-data/orders';

const orders = createOrders(60, 604);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
];

export default function FilterPanelOptions() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        showToolbar
        slotProps={{
          filterPanel: {
            // Columns listed alphabetically in the panel's column picker.
            columnsSort: 'asc',
            // One filter at a time is all this view needs: no "Add filter" button.
            disableAddFilterButton: true,
            filterFormProps: {
              // Only the text columns can be filtered from the panel.
              filterColumns: ({ columns }) => columns.filter((column) => column.type !== 'number').map((column) => column.field),
              operatorInputProps: { size: 'small' },
              valueInputProps: { size: 'small' },
            },
          },
        }}
        aria-label="Orders with a tuned filter panel"
      />
    </Box>
  );
}
