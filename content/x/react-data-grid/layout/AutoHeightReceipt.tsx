import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const lines = [
  { id: 1, item: 'Espresso beans 1 kg', qty: 2, price: 24.5 },
  { id: 2, item: 'Paper filters (100)', qty: 3, price: 6.5 },
  { id: 3, item: 'Ceramic mug', qty: 4, price: 18 },
  { id: 4, item: 'Descaler', qty: 1, price: 11 },
];

const columns: GridColDef<(typeof lines)[number]>[] = [
  { field: 'item', headerName: 'Item', flex: 1 },
  { field: 'qty', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 110, valueGetter: (_v, row) => row.qty * row.price },
];

const total = lines.reduce((sum, line) => sum + line.qty * line.price, 0);

export default function AutoHeightReceipt() {
  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <DataGrid rows={lines} columns={columns} autoHeight hideFooter disableColumnMenu aria-label="Receipt lines" />
      <Typography sx={{ mt: 1, textAlign: 'right', fontWeight: 600 }}>Total: ${total.toFixed(2)}</Typography>
    </Box>
  );
}
