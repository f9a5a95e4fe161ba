import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridDataSource, type GridGetRowsParams } from '@mui/x-data-grid';
import * as React from 'react';
import { tradeColumns, tradeTable } from './blotter';
import { queryTable, respondLater } from './fakeServer';

interface Exchange {
  request: GridGetRowsParams;
  rowCount?: number;
}

export default function RequestInspector() {
  const [last, setLast] = React.useState<Exchange | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const response = await respondLater(queryTable(tradeTable, params));
        setLast({ request: params, rowCount: response.rowCount });
        return response;
      },
    }),
    [],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
      <Box sx={{ height: 420, minWidth: 0 }}>
        <DataGrid
          columns={tradeColumns}
          dataSource={dataSource}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 10 } },
            sorting: { sortModel: [{ field: 'quantity', sort: 'desc' }] },
            filter: { filterModel: { items: [{ field: 'desk', operator: 'is', value: 'EMEA' }] } },
          }}
          pageSizeOptions={[10, 25]}
          showToolbar
          aria-label="Trades; the panel beside the grid shows the last request"
        />
      </Box>
      {/* Scrolls when the request is long: focusable, so keyboard users can scroll it too. */}
      <Paper
        variant="outlined"
        tabIndex={0}
        role="region"
        aria-labelledby="last-request-title"
        sx={{ p: 2, minWidth: 0, maxHeight: 420, overflow: 'auto' }}
      >
        <Typography component="h3" variant="subtitle2" id="last-request-title" gutterBottom>
          Last request to getRows
        </Typography>
        <Box
          component="pre"
          sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
        >
          {last ? JSON.stringify(last.request, null, 2) : 'Waiting for the first request…'}
        </Box>
        {last && (
          <Typography variant="body2" sx={{ mt: 1 }} role="status">
            The server answered with rowCount {last.rowCount}.
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
