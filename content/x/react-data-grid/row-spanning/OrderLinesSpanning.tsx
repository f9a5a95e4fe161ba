import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const lines = [
  { id: 1, order: 'ORD-10412', customer: 'Esi Mensah', product: 'Espresso beans 1 kg', qty: 2 },
  { id: 2, order: 'ORD-10412', customer: 'Esi Mensah', product: 'Paper filters (100)', qty: 1 },
  // Same customer, a different order: these lines must not merge with the ones above.
  { id: 3, order: 'ORD-10413', customer: 'Esi Mensah', product: 'Ceramic mug', qty: 4 },
  { id: 4, order: 'ORD-10414', customer: 'Hiroshi Tanaka', product: 'Hand grinder', qty: 1 },
  { id: 5, order: 'ORD-10414', customer: 'Hiroshi Tanaka', product: 'Digital scale', qty: 1 },
  { id: 6, order: 'ORD-10414', customer: 'Hiroshi Tanaka', product: 'Descaler', qty: 1 },
];

const columns: GridColDef<(typeof lines)[number]>[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 160,
    // Merge only within one order: compare the pair, not the name alone.
    rowSpanValueGetter: (value, row) => `${row.order}|${value}`,
  },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'qty',
    headerName: 'Qty',
    type: 'number',
    width: 80,
    // Equal quantities are a coincidence, not shared data: never merge them.
    rowSpanValueGetter: () => null,
  },
];

export default function OrderLinesSpanning() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={lines}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        hideFooter
        disableRowSelectionOnClick
        aria-label="Order lines"
      />
    </Box>
  );
}
