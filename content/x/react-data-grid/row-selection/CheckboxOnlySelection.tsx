import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(50, 803);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 160 },
  { field: 'traderEmail', headerName: 'Email', flex: 1, minWidth: 220 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function CheckboxOnlySelection() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={trades}
        columns={columns}
        checkboxSelection
        // Clicking a cell (to copy an address, say) no longer changes the selection.
        disableRowSelectionOnClick
        aria-label="Trades, selected with checkboxes only"
      />
    </Box>
  );
}
