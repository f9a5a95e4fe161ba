import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(30, 19);

// Filled chips use `main` with its `contrastText`, readable in both schemes.
const statusColor = {
  Open: 'primary',
  'Partially filled': 'default',
  Filled: 'success',
  Rejected: 'error',
} as const;

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', flex: 1, minWidth: 140 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    width: 160,
    renderCell: ({ row }) => <Chip size="small" color={statusColor[row.status]} label={row.status} />,
  },
];

export default function SchemeAwareColors() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={trades}
        columns={columns}
        aria-label="Trades with colours for the light and dark schemes"
        sx={(theme) => ({
          // Palette values read through `theme.vars` follow the page's scheme by themselves.
          borderColor: (theme.vars ?? theme).palette.divider,
          [`& .${gridClasses.columnHeader}`]: {
            backgroundColor: (theme.vars ?? theme).palette.grey[100],
            color: (theme.vars ?? theme).palette.grey[900],
          },
          // Values that are not in the palette get a dark variant with applyStyles.
          ...theme.applyStyles('dark', {
            [`& .${gridClasses.columnHeader}`]: {
              backgroundColor: (theme.vars ?? theme).palette.grey[900],
              color: (theme.vars ?? theme).palette.grey[100],
            },
          }),
        })}
      />
    </Box>
  );
}
