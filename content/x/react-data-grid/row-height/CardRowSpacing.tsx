import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowSpacingParams } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

const rows = createTrades(20, 167);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

// Space above and below every row, except before the first and after the last.
const getRowSpacing = ({ isFirstVisible, isLastVisible }: GridRowSpacingParams) => ({
  top: isFirstVisible ? 0 : 4,
  bottom: isLastVisible ? 0 : 4,
});

export default function CardRowSpacing() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowSpacing={getRowSpacing}
        aria-label="Trades as cards"
        sx={{
          bgcolor: 'action.hover',
          '& .MuiDataGrid-row': { bgcolor: 'background.paper', borderRadius: 1 },
        }}
      />
    </Box>
  );
}
