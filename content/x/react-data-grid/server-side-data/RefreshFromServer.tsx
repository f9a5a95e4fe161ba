import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import * as React from 'react';
import type { Trade } from '../demo-data/commodities';
import { formatUsd, marketPrice, tradeTable } from './blotter';
import { clockTime, queryTable, respondLater } from './fakeServer';

type PricedTrade = Trade & { marketPrice: number };

const columns: GridColDef<PricedTrade>[] = [
  { field: 'id', headerName: 'Trade', type: 'number', width: 90 },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Booked at', type: 'number', width: 120, valueFormatter: formatUsd },
  { field: 'marketPrice', headerName: 'Market price', type: 'number', width: 130, valueFormatter: formatUsd },
];

export default function RefreshFromServer() {
  const apiRef = useGridApiRef();
  const [answeredAt, setAnsweredAt] = React.useState<string | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        // The server prices every trade at the time of the request.
        const now = Date.now();
        const priced = tradeTable.map((trade) => ({ ...trade, marketPrice: marketPrice(trade, now) }));
        const response = await respondLater(queryTable(priced, params));
        setAnsweredAt(clockTime());
        return response;
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          // `skipCache` asks the server even when this page is cached, then refreshes the cache.
          onClick={() => apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true })}
        >
          Refresh prices
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {answeredAt ? `Last answer from the server: ${answeredAt}` : 'Loading…'}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10]}
          aria-label="Trades with market prices that refresh on request"
        />
      </Box>
    </Box>
  );
}
