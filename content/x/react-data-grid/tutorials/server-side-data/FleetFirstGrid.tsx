import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import * as React from 'react';
import { fleetFetch } from './fleetApi';
import { vehicleColumns } from './vehicleColumns';
import { createVehicleDataSource } from './vehicleDataSource';

export default function FleetFirstGrid() {
  // In an app: createVehicleDataSource(fetch)
  const dataSource = React.useMemo(() => createVehicleDataSource(fleetFetch), []);

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        columns={vehicleColumns}
        dataSource={dataSource}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        pageSizeOptions={[10, 25, 50]}
        showToolbar
        aria-label="Fleet vehicles loaded from the fleet API"
      />
    </Box>
  );
}
