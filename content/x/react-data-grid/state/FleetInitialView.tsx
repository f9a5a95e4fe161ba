import Box from '@mui/material/Box';
import { DataGrid, type GridInitialState } from '@mui/x-data-grid';
import { fleet, fleetColumns } from './fleet';

// Where the grid starts. The user can change all of it afterwards.
const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'charge', sort: 'asc' }] },
  filter: { filterModel: { items: [{ field: 'status', operator: 'equals', value: 'At depot' }] } },
  pagination: { paginationModel: { pageSize: 10, page: 0 } },
  columns: { columnVisibilityModel: { lastCheck: false } },
  density: 'compact',
};

export default function FleetInitialView() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={fleet}
        columns={fleetColumns}
        initialState={initialState}
        pageSizeOptions={[10, 25, 50]}
        showToolbar
        aria-label="Vehicles at the depot, lowest charge first"
      />
    </Box>
  );
}
