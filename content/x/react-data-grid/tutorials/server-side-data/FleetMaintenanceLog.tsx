import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, GridGetRowsError, useGridApiRef, type GridColDef, type GridUpdateRowError } from '@mui/x-data-grid';
import * as React from 'react';
import { fleetFetch } from './fleetApi';
import { vehicleColumns } from './vehicleColumns';
import { createVehicleDataSource, type VehicleRow } from './vehicleDataSource';

// Step 6: mileage and status can be changed; the API checks the values.
const columns: GridColDef<VehicleRow>[] = vehicleColumns.map((column) =>
  column.field === 'mileageKm' || column.field === 'status' ? { ...column, editable: true } : column,
);

type Notice = { severity: 'success' | 'error'; text: string; retry?: boolean };

export default function FleetMaintenanceLog() {
  const apiRef = useGridApiRef();
  const [notice, setNotice] = React.useState<Notice | null>(null);

  const dataSource = React.useMemo(
    () => createVehicleDataSource(fleetFetch, (vehicle) => setNotice({ severity: 'success', text: `${vehicle.plate} saved.` })),
    [],
  );

  const handleError = React.useCallback((error: GridGetRowsError | GridUpdateRowError) => {
    setNotice(
      error instanceof GridGetRowsError
        ? { severity: 'error', text: `Vehicles could not be loaded: ${error.message}`, retry: true }
        : { severity: 'error', text: `${error.message} Correct the value or press Escape.` },
    );
  }, []);

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        apiRef={apiRef}
        columns={columns}
        dataSource={dataSource}
        onDataSourceError={handleError}
        initialState={{
          pagination: { paginationModel: { page: 0, pageSize: 10 } },
          sorting: { sortModel: [{ field: 'lastServiced', sort: 'asc' }] },
        }}
        pageSizeOptions={[10, 25, 50]}
        showToolbar
        aria-label="Fleet maintenance log; mileage and status are editable"
      />
      <Snackbar open={notice !== null} autoHideDuration={notice?.severity === 'error' ? null : 3000} onClose={() => setNotice(null)}>
        <Alert
          severity={notice?.severity ?? 'success'}
          onClose={() => setNotice(null)}
          action={
            notice?.retry ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setNotice(null);
                  apiRef.current?.dataSource.fetchRows();
                }}
              >
                Retry
              </Button>
            ) : undefined
          }
        >
          {notice?.text}
        </Alert>
      </Snackbar>
    </Box>
  );
}
