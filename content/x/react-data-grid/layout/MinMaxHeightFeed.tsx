import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import * as React from 'react';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(40);

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', flex: 1 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function MinMaxHeightFeed() {
  const labelId = React.useId();
  const [count, setCount] = React.useState(2);
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 560 }}>
      <Typography id={labelId} variant="body2">
        Trades shown: {count}
      </Typography>
      <Slider aria-labelledby={labelId} value={count} min={0} max={40} onChange={(_, value) => setCount(value)} />
      {/* Grows with its rows between 200 and 400 pixels, then scrolls. */}
      <div style={{ display: 'flex', flexDirection: 'column', minHeight: 200, maxHeight: 400 }}>
        <DataGrid rows={trades.slice(0, count)} columns={columns} hideFooter aria-label="Today's trades" />
      </div>
    </Stack>
  );
}
