import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createTrades, type Trade } from '../../demo-data/commodities';

const trades = createTrades(150, 652);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 160 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 170 },
  { field: 'desk', headerName: 'Desk', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 150 },
];

export default function PrefilledHeaderFiltersPro() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={trades}
        columns={columns}
        headerFilters
        // Items of the filter model show up in the matching header filter cells.
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'desk', operator: 'contains', value: 'EM' },
                { id: 2, field: 'quantity', operator: '>=', value: 8000 },
              ],
            },
          },
        }}
        aria-label="Trades with pre-filled header filters"
      />
    </Box>
  );
}
