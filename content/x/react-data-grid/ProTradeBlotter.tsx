import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createTrades, type Trade } from './demo-data/commodities';

const trades = createTrades(150, 2718);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Trade>[] = [
  { field: 'trader', headerName: 'Trader', width: 170 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'status', headerName: 'Status', width: 140 },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 130,
    valueFormatter: (value: number, row) => `${value.toLocaleString('en-US')} ${row.unit}`,
  },
  {
    field: 'filled',
    headerName: 'Filled',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
  { field: 'traderEmail', headerName: 'Contact', width: 260 },
  {
    field: 'notional',
    headerName: 'Notional',
    type: 'number',
    width: 140,
    // Computed from two other fields, so it sorts and filters like a stored number.
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function ProTradeBlotter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={trades}
        columns={columns}
        initialState={{
          pinnedColumns: { left: ['trader'], right: ['notional'] },
          sorting: {
            sortModel: [
              { field: 'desk', sort: 'asc' },
              { field: 'notional', sort: 'desc' },
            ],
          },
        }}
        aria-label="Commodity trade blotter"
      />
    </Box>
  );
}
