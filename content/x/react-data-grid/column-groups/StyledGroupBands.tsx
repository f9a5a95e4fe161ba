import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

const rows = createTrades(30, 107);

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', width: 80 },
  { field: 'commodity', headerName: 'Commodity', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'unitPrice', headerName: 'Price', type: 'number', width: 90 },
  { field: 'trader', headerName: 'Trader', width: 160 },
  { field: 'desk', headerName: 'Desk', width: 100 },
];

const groups: GridColumnGroupingModel = [
  { groupId: 'Contract', headerClassName: 'band-contract', children: [{ field: 'commodity' }, { field: 'quantity' }, { field: 'unitPrice' }] },
  { groupId: 'Booking', headerClassName: 'band-booking', children: [{ field: 'trader' }, { field: 'desk' }] },
];

export default function StyledGroupBands() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .band-contract': { bgcolor: 'primary.main', color: 'primary.contrastText' },
        '& .band-booking': { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={groups}
        columnGroupHeaderHeight={36}
        density="compact"
        aria-label="Trades"
      />
    </Box>
  );
}
