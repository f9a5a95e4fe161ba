import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createTrades, type Trade } from '../demo-data/commodities';

const ALL = createTrades(300, 6);
const PAGE = 40;

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade #', type: 'number', width: 100 },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', width: 170 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function LoadMoreAtEnd() {
  const [rows, setRows] = React.useState(() => ALL.slice(0, PAGE));
  const [loading, setLoading] = React.useState(false);

  // Stands in for a request: the next page arrives after a short delay.
  const loadMore = () => {
    if (loading || rows.length >= ALL.length) return;
    setLoading(true);
    setTimeout(() => {
      setRows((current) => ALL.slice(0, current.length + PAGE));
      setLoading(false);
    }, 500);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {rows.length} of {ALL.length} trades loaded
      </Typography>
      <div style={{ height: 380 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          onRowsScrollEnd={loadMore}
          scrollEndThreshold={120}
          loading={loading}
          hideFooter
          aria-label="Trades loaded as you scroll"
        />
      </div>
    </Stack>
  );
}
