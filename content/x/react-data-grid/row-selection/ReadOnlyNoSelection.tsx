import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(30, 812);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function ReadOnlyNoSelection() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      {/* A report: rows are read, never acted on, so clicking highlights nothing. */}
      <DataGrid rows={trades} columns={columns} rowSelection={false} aria-label="Trade report without selection" />
    </Box>
  );
}
