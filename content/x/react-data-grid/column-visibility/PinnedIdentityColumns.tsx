import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

const rows = createTrades(30, 14);

const columns: GridColDef<Trade>[] = [
  // The trade number identifies the row: readers may not hide it.
  { field: 'id', headerName: 'Trade', width: 90, hideable: false },
  { field: 'commodity', headerName: 'Commodity', width: 150, hideable: false },
  { field: 'trader', headerName: 'Trader', width: 170 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function PinnedIdentityColumns() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar aria-label="Trades with columns that stay visible" />
    </Box>
  );
}
