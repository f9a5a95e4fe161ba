import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(40, 77);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', flex: 1, minWidth: 140 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Price', type: 'number', width: 110 },
  {
    field: 'filled',
    headerName: 'Filled',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
  },
  { field: 'status', headerName: 'Status', width: 150 },
];

// The grid calls this for every cell; only two columns get a class.
function cellClass(params: GridCellParams<Trade>): string {
  if (params.field === 'filled') {
    const filled = params.value as number;
    return filled === 1 ? 'trade-complete' : filled === 0 ? 'trade-empty' : '';
  }
  if (params.field === 'status' && params.value === 'Rejected') {
    return 'trade-rejected';
  }
  return '';
}

export default function FillLevelCells() {
  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        '& .trade-complete': { color: (theme.vars ?? theme).palette.success.main, fontWeight: 700 },
        '& .trade-empty': { color: (theme.vars ?? theme).palette.text.secondary },
        '& .trade-rejected': {
          color: (theme.vars ?? theme).palette.error.main,
          fontWeight: 700,
        },
      })}
    >
      <DataGrid rows={trades} columns={columns} getCellClassName={cellClass} aria-label="Trades with fill level and rejections marked" />
    </Box>
  );
}
