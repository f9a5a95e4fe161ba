import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(30, 506);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 120,
    // Big trades matter most: the first click sorts descending.
    sortingOrder: ['desc', 'asc', null],
  },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120 },
];

export default function SortingOrderNoUnsorted() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={trades}
        columns={columns}
        // Grid-wide: clicking toggles between the two directions, never back to unsorted.
        sortingOrder={['asc', 'desc']}
        initialState={{ sorting: { sortModel: [{ field: 'commodity', sort: 'asc' }] } }}
        aria-label="Trades with a custom sort cycle"
      />
    </Box>
  );
}
