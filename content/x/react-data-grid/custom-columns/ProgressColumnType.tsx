import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

/** Values from 0 to 1, drawn as a bar with the percentage beside it. */
const progress: GridColTypeDef<number, string> = {
  type: 'number',
  width: 180,
  display: 'flex',
  valueFormatter: (value) => `${Math.round(value * 100)} %`,
  renderCell: ({ value, formattedValue, colDef }) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={(value ?? 0) * 100}
        aria-label={colDef.headerName}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Box component="span" sx={{ minWidth: 40, textAlign: 'right' }}>
        {formattedValue}
      </Box>
    </Stack>
  ),
};

const rows = createTrades(40, 61);

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', width: 80 },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'filled', headerName: 'Filled', ...progress },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function ProgressColumnType() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Trade fills" />
    </Box>
  );
}
