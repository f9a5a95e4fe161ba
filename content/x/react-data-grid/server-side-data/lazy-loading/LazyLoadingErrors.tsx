import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  GRID_ROOT_GROUP_ID,
  GridGetRowsError,
  useGridApiRef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridUpdateRowError,
} from '@mui/x-data-grid-pro';
import * as React from 'react';
import { failLater, queryTable, respondLater } from '../fakeServer';
import { directoryColumns, directoryTable } from './directory';

export default function LazyLoadingErrors() {
  const apiRef = useGridApiRef();
  const [failed, setFailed] = React.useState<GridGetRowsParams | null>(null);

  const dataSource = React.useMemo<GridDataSource>(() => {
    // This server fails the first time it is asked for any rows beyond 100, then recovers.
    let hasFailed = false;
    return {
      getRows: (params) => {
        if (!hasFailed && Number(params.start) >= 100) {
          hasFailed = true;
          return failLater('The directory service timed out.');
        }
        return respondLater(queryTable(directoryTable(), params));
      },
    };
  }, []);

  const handleError = React.useCallback((error: GridGetRowsError | GridUpdateRowError) => {
    if (error instanceof GridGetRowsError) setFailed(error.params);
  }, []);

  const retry = () => {
    if (!failed) return;
    setFailed(null);
    // Ask again for exactly the rows that failed, with the same sort and filter.
    apiRef.current?.dataSource.fetchRows(GRID_ROOT_GROUP_ID, failed);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Alert
        severity={failed ? 'error' : 'info'}
        sx={{ mb: 1 }}
        action={
          failed && (
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          )
        }
      >
        {failed ? `Rows ${Number(failed.start) + 1} to ${failed.end + 1} could not be loaded.` : 'Scroll past row 100 to meet a failing request.'}
      </Alert>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={directoryColumns}
          dataSource={dataSource}
          lazyLoading
          onDataSourceError={handleError}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
          aria-label="Staff directory where one request fails"
        />
      </Box>
    </Box>
  );
}
