import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridGetRowsError, useGridApiRef, type GridDataSource, type GridUpdateRowError } from '@mui/x-data-grid';
import * as React from 'react';
import { tradeColumns, tradeTable } from './blotter';
import { failLater, queryTable, respondLater } from './fakeServer';

export default function ErrorRetry() {
  const apiRef = useGridApiRef();
  const [outage, setOutage] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);
  // The data source reads the switch through a ref, so flipping it does not create a new data source.
  const outageRef = React.useRef(outage);
  React.useEffect(() => {
    outageRef.current = outage;
  }, [outage]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) =>
        outageRef.current ? failLater('The trade service is unavailable (503).') : respondLater(queryTable(tradeTable, params)),
    }),
    [],
  );

  const handleError = React.useCallback((failure: GridGetRowsError | GridUpdateRowError) => {
    if (failure instanceof GridGetRowsError) {
      const { page = 0 } = failure.params.paginationModel ?? {};
      setError(`Page ${page + 1} could not be loaded: ${failure.message}`);
    }
  }, []);

  const retry = () => {
    setError(null);
    // Asks again with the grid's current sort, filter and page; the failed request was not cached.
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={outage} onChange={(event) => setOutage(event.target.checked)} />}
        label="Simulate a server outage"
      />
      {error && (
        <Alert
          severity="error"
          sx={{ my: 1 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Try again
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          columns={tradeColumns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10]}
          aria-label="Trades from a server that may be down"
        />
      </Box>
    </Box>
  );
}
