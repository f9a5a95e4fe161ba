import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const staff = createEmployees(30, 963);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'department', headerName: 'Team', width: 130 },
];

export default function OwnWordingOverrides() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        showToolbar
        checkboxSelection
        // A few texts in the product's own vocabulary; every other text keeps its default.
        localeText={{
          toolbarQuickFilterPlaceholder: 'Find a teammate…',
          noResultsOverlayLabel: 'Nobody matches that search.',
          footerRowSelected: (count) => (count === 1 ? '1 teammate picked' : `${count.toLocaleString()} teammates picked`),
          footerTotalRows: 'Teammates:',
        }}
        aria-label="Team directory"
      />
    </Box>
  );
}
