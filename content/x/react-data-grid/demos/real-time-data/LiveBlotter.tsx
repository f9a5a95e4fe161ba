import ArrowDropDownRounded from '@mui/icons-material/ArrowDropDownRounded';
import ArrowDropUpRounded from '@mui/icons-material/ArrowDropUpRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createPriceFeed, initialQuotes, type Quote } from './priceFeed';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Quote>[] = [
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'desk', headerName: 'Desk', width: 100 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  {
    field: 'price',
    headerName: 'Last price',
    type: 'number',
    width: 140,
    renderCell: ({ row }) => (
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', height: '100%' }}>
        {row.trend === 'up' && <ArrowDropUpRounded color="success" titleAccess="Up" />}
        {row.trend === 'down' && <ArrowDropDownRounded color="error" titleAccess="Down" />}
        {money.format(row.price)}
      </Stack>
    ),
  },
  {
    field: 'pnl',
    headerName: 'Profit / loss',
    type: 'number',
    width: 140,
    valueGetter: (_value, row) => Math.round((row.price - row.bookedPrice) * row.quantity),
    valueFormatter: (value: number) => money.format(value),
    cellClassName: ({ value }) => ((value as number) < 0 ? 'loss' : 'gain'),
  },
];

export default function LiveBlotter() {
  const [quotes, setQuotes] = React.useState(() => initialQuotes(40));
  const [running, setRunning] = React.useState(true);
  const [ticks, setTicks] = React.useState(0);
  const nextTick = React.useRef(createPriceFeed());

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = window.setInterval(() => {
      setQuotes((current) => nextTick.current(current));
      setTicks((count) => count + 1);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause feed' : 'Resume feed'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {running ? 'Live' : 'Paused'} · {ticks} updates received
        </Typography>
      </Stack>
      <Box
        sx={(theme) => ({
          height: 460,
          '& .gain': { color: 'success.dark', ...theme.applyStyles('dark', { color: 'success.light' }) },
          '& .loss': { color: 'error.dark', ...theme.applyStyles('dark', { color: 'error.light' }) },
        })}
      >
        <DataGrid
          rows={quotes}
          columns={columns}
          density="compact"
          aria-label="Live commodity blotter"
          initialState={{ sorting: { sortModel: [{ field: 'pnl', sort: 'desc' }] } }}
          hideFooterSelectedRowCount
        />
      </Box>
    </Stack>
  );
}
