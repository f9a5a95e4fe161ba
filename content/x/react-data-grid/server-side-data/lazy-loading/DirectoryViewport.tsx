import Box from '@mui/material/Box';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import * as React from 'react';
import { queryTable, respondLater } from '../fakeServer';
import { directoryColumns, directoryTable } from './directory';

export default function DirectoryViewport() {
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      // The answer includes `rowCount`, so the grid knows the size of the list from the start.
      getRows: (params) => respondLater(queryTable(directoryTable(), params)),
    }),
    [],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        columns={directoryColumns}
        dataSource={dataSource}
        lazyLoading
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
        showToolbar
        aria-label="Staff directory of 10,000 people, loaded as you scroll"
      />
    </Box>
  );
}
