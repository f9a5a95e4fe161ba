import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(50, 816);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
];

export default function TrimmedColumnMenu() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        slotProps={{
          // Props for the default column menu: its own slots and slotProps pick the items.
          columnMenu: {
            slots: { columnMenuColumnsItem: null },
            slotProps: { columnMenuFilterItem: { displayOrder: 0 } },
          },
        }}
        aria-label="Orders with a shorter column menu"
      />
    </Box>
  );
}
