import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(30, 513);
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  {
    field: 'notional',
    headerName: 'Notional',
    type: 'number',
    width: 150,
    // Sorting uses this number; the formatter only changes how it looks.
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function SortComputedColumn() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={trades}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'notional', sort: 'desc' }] } }}
        aria-label="Trades by notional value"
      />
    </Box>
  );
}
