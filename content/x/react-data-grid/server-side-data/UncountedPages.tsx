import Box from '@mui/material/Box';
import { DataGrid, type GridDataSource, type GridGetRowsParams, type GridGetRowsResponse } from '@mui/x-data-grid';
import * as React from 'react';
import { tradeColumns, tradeTable } from './blotter';
import { filterRows, respondLater, sortRows } from './fakeServer';

// A search service that never counts: it reads one row past the page to know whether more follow.
function searchTrades(params: GridGetRowsParams): GridGetRowsResponse {
  const matching = sortRows(filterRows(tradeTable, params.filterModel), params.sortModel);
  const start = Number(params.start);
  const rows = matching.slice(start, params.end + 1);
  const hasNextPage = matching.length > params.end + 1;
  // On the last page the total is known after all: the rows before it plus this page.
  return { rows, rowCount: hasNextPage ? -1 : start + rows.length, pageInfo: { hasNextPage } };
}

export default function UncountedPages() {
  const [hasNextPage, setHasNextPage] = React.useState(true);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const response = await respondLater(searchTrades(params));
        setHasNextPage(response.pageInfo?.hasNextPage ?? false);
        return response;
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        columns={tradeColumns}
        dataSource={dataSource}
        paginationMeta={{ hasNextPage }}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
        pageSizeOptions={[50, 100]}
        showToolbar
        aria-label="Trades from a search service that does not count its results"
      />
    </Box>
  );
}
