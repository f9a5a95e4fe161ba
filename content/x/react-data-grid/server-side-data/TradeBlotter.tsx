import Box from '@mui/material/Box';
import { DataGrid, type GridDataSource } from '@mui/x-data-grid';
import * as React from 'react';
import { tradeColumns, tradeTable } from './blotter';
import { queryTable, respondLater } from './fakeServer';

export default function TradeBlotter() {
  // One object for the grid's whole life: a new data source means a fresh start and an empty cache.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      // In an app: `fetch('/api/trades?…')`. Here the "server" is a function with a delay.
      getRows: (params) => respondLater(queryTable(tradeTable, params)),
    }),
    [],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        columns={tradeColumns}
        dataSource={dataSource}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        pageSizeOptions={[10, 25, 50]}
        showToolbar
        aria-label="Trades loaded page by page from the server"
      />
    </Box>
  );
}
