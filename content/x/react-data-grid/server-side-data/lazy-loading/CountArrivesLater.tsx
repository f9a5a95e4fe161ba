import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { queryTable, respondLater } from '../fakeServer';
import { directoryColumns, directoryTable } from './directory';

// Counting is slow on this server: the total is only ready a few seconds after the first request.
const COUNT_READY_AFTER_MS = 4000;

export default function CountArrivesLater() {
  const [total, setTotal] = React.useState<number | null>(null);

  const dataSource = React.useMemo<GridDataSource>(() => {
    let countReadyAt: number | undefined;
    return {
      getRows: async (params) => {
        countReadyAt ??= Date.now() + COUNT_READY_AFTER_MS;
        const { rows, rowCount } = queryTable(directoryTable(), params);
        if (Date.now() < countReadyAt) {
          // No count yet: the grid loads more as the reader reaches the end.
          return respondLater({ rows });
        }
        setTotal(rowCount ?? null);
        // Count known: the grid sizes the scroll area and fills unknown rows with skeletons.
        return respondLater({ rows, rowCount });
      },
    };
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {total === null ? 'Counting the directory… scroll down to load more.' : `The directory has ${total.toLocaleString('en-US')} people.`}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          columns={directoryColumns}
          dataSource={dataSource}
          lazyLoading
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 30 } } }}
          aria-label="Staff directory whose size becomes known after a few seconds"
        />
      </Box>
    </Box>
  );
}
