import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(95, 703);
const PAGE_SIZE = 20;

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', type: 'number', width: 90 },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function OpenOnLastPage() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={trades}
        columns={columns}
        pageSizeOptions={[PAGE_SIZE]}
        // Pages count from 0: the latest trades are on the last one.
        initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZE, page: Math.ceil(trades.length / PAGE_SIZE) - 1 } } }}
        aria-label="Trades, opened on the most recent page"
      />
    </Box>
  );
}
