import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(30, 5);

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: '#', width: 70, align: 'center', headerAlign: 'center' },
  { field: 'commodity', headerName: 'Commodity', flex: 1, minWidth: 140 },
  { field: 'unit', headerName: 'Unit', width: 80, align: 'center', headerAlign: 'center' },
  // Number columns align right by default; the header follows.
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Price (USD)', type: 'number', width: 120 },
  { field: 'desk', headerName: 'Desk', width: 110, align: 'right', headerAlign: 'right' },
];

export default function BordersAndAlignment() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={trades}
        columns={columns}
        showCellVerticalBorder
        showColumnVerticalBorder
        aria-label="Trades with vertical borders and aligned columns"
      />
    </Box>
  );
}
