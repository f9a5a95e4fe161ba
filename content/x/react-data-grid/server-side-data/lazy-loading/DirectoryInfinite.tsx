import Box from '@mui/material/Box';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { queryTable, respondLater } from '../fakeServer';
import { directoryColumns, directoryTable } from './directory';

export default function DirectoryInfinite() {
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        // This API has no count: it returns the rows and nothing else.
        const { rows } = queryTable(directoryTable().slice(0, 600), params);
        return respondLater({ rows });
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        columns={directoryColumns}
        dataSource={dataSource}
        lazyLoading
        scrollEndThreshold={160}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 40 } } }}
        aria-label="Staff directory loaded 40 rows at a time when you reach the end"
      />
    </Box>
  );
}
