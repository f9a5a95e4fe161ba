import { getGridSingleSelectOperators, type GridColDef } from '@mui/x-data-grid';
import { FLEET_DEPOTS, FLEET_STATUSES } from './fleetApi';
import type { VehicleRow } from './vehicleDataSource';

/** Step 4: the API filters status and depot by exact value, and nothing else. */
const exactMatch = getGridSingleSelectOperators().filter((operator) => operator.value === 'is');

export const vehicleColumns: GridColDef<VehicleRow>[] = [
  { field: 'plate', headerName: 'Plate', width: 120, filterable: false },
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 160, filterable: false },
  { field: 'depot', headerName: 'Depot', type: 'singleSelect', valueOptions: FLEET_DEPOTS, width: 130, filterOperators: exactMatch },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: FLEET_STATUSES, width: 140, filterOperators: exactMatch },
  { field: 'mileageKm', headerName: 'Mileage (km)', type: 'number', width: 140, filterable: false },
  { field: 'lastServiced', headerName: 'Last serviced', type: 'date', width: 140, filterable: false },
];
