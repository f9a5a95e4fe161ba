import Box from '@mui/material/Box';
import { DataGrid, GridLogicOperator, type GridColDef } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../../demo-data/commodities';

const trades = createTrades(80, 623);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 160 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function AnyWordMatches() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={trades}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [],
              // "cocoa coffee" finds trades in either commodity.
              quickFilterValues: ['cocoa', 'coffee'],
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
        aria-label="Trades matching any search word"
      />
    </Box>
  );
}
