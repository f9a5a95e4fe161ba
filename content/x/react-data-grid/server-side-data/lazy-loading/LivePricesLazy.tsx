import Box from '@mui/material/Box';
import { DataGridPro, GridDataSourceCacheDefault, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import * as React from 'react';
import type { Trade } from '../../demo-data/commodities';
import { formatUsd, marketPrice, tradeTable } from '../blotter';
import { queryTable, respondLater } from '../fakeServer';

type PricedTrade = Trade & { marketPrice: number };

const columns: GridColDef<PricedTrade>[] = [
  { field: 'id', headerName: 'Trade', type: 'number', width: 90 },
  { field: 'commodity', headerName: 'Commodity', width: 150 },
  { field: 'trader', headerName: 'Trader', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'marketPrice', headerName: 'Market price', type: 'number', width: 130, valueFormatter: formatUsd },
];

// Cached ranges expire after 4 seconds; every 5 seconds the grid refetches the visible range if expired.
const cache = new GridDataSourceCacheDefault({ ttl: 4000 });

export default function LivePricesLazy() {
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => {
        const now = Date.now();
        const priced = tradeTable.map((trade) => ({ ...trade, marketPrice: marketPrice(trade, now) }));
        return respondLater(queryTable(priced, params));
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        lazyLoading
        dataSourceCache={cache}
        dataSourceRevalidateMs={5000}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 40 } } }}
        aria-label="Trades loaded as you scroll, with prices refreshed in the background"
      />
    </Box>
  );
}
