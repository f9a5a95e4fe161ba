import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridDataSource } from '@mui/x-data-grid';
import * as React from 'react';
import { tradeColumns, tradeTable } from '../blotter';
import { queryTable, respondLater } from '../fakeServer';

// A slow server, so that readers can start a new request before the last one is answered.
const SLOW_MS = 1500;

export default function AbortStaleRequests() {
  const [counts, setCounts] = React.useState({ answered: 0, cancelled: 0 });

  const dataSource = React.useMemo<GridDataSource>(() => {
    let inFlight: AbortController | undefined;
    return {
      getRows: async (params) => {
        // A new request makes the previous one useless: cancel it so the server can stop work.
        inFlight?.abort();
        const controller = new AbortController();
        inFlight = controller;
        try {
          // With a real server: `fetch(url, { signal: controller.signal })`.
          const response = await respondLater(queryTable(tradeTable, params), SLOW_MS, controller.signal);
          setCounts((value) => ({ ...value, answered: value.answered + 1 }));
          return response;
        } catch (error) {
          if (controller.signal.aborted) setCounts((value) => ({ ...value, cancelled: value.cancelled + 1 }));
          // The grid ignores the failure of a request it no longer waits for.
          throw error;
        }
      },
    };
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} sx={{ mb: 1 }}>
        <Typography variant="body2">
          Answered: <strong>{counts.answered}</strong>
        </Typography>
        <Typography variant="body2">
          Cancelled: <strong>{counts.cancelled}</strong>
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid
          columns={tradeColumns}
          dataSource={dataSource}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10]}
          showToolbar
          aria-label="Trades from a slow server; outdated requests are cancelled"
        />
      </Box>
    </Box>
  );
}
