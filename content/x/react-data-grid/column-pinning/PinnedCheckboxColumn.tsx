import Box from '@mui/material/Box';
import { DataGridPro, GRID_CHECKBOX_SELECTION_COL_DEF, type GridColDef } from '@mui/x-data-grid-pro';
import { createOrders, type Order } from '../demo-data/orders';

const rows = createOrders(60, 127);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 180 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function PinnedCheckboxColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        checkboxSelection
        aria-label="Orders to ship; the checkboxes stay in view"
        // The selection column's field is '__check__'; pin it before the order number.
        initialState={{ pinnedColumns: { left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'reference'] } }}
      />
    </Box>
  );
}
