import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridDataSourceCacheDefault, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import * as React from 'react';
import type { Trade } from '../demo-data/commodities';
import { formatUsd, marketPrice, tradeTable } from './blotter';
import { clockTime, queryTable, respondLater } from './fakeServer';

type PricedTrade = Trade & { marketPrice: number; pnl: number };

const columns: GridColDef<PricedTrade>[] = [
  { field: 'id', headerName: 'Trade', type: 'number', width: 90 },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'marketPrice', headerName: 'Market price', type: 'number', width: 130, valueFormatter: formatUsd },
  { field: 'pnl', headerName: 'Profit / loss', type: 'number', width: 140, valueFormatter: formatUsd },
];

// Answers stay fresh for 4 seconds; the grid checks every 5 seconds and refetches expired pages.
const shortCache = new GridDataSourceCacheDefault({ ttl: 4000 });

export default function BackgroundRevalidation() {
  const [answeredAt, setAnsweredAt] = React.useState<string | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const now = Date.now();
        const priced = tradeTable.map((trade) => {
          const price = marketPrice(trade, now);
          return { ...trade, marketPrice: price, pnl: Math.round((price - trade.unitPrice) * trade.quantity) };
        });
        const response = await respondLater(queryTable(priced, params));
        setAnsweredAt(clockTime());
        return response;
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {answeredAt ? `Prices as of ${answeredAt}` : 'Loading…'}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={shortCache}
          dataSourceRevalidateMs={5000}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10]}
          aria-label="Trades whose prices refresh in the background every five seconds"
        />
      </Box>
    </Box>
  );
}
