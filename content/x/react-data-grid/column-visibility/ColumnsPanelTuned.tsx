import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(30, 40);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Surname', width: 130 },
  { field: 'firstName', headerName: 'Given name', width: 130 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'rating', headerName: 'Review score', type: 'number', width: 120 },
  { field: 'status', headerName: 'Employment status', width: 160 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

export default function ColumnsPanelTuned() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        aria-label="Staff"
        slotProps={{
          columnsManagement: {
            // List columns alphabetically rather than in grid order.
            sort: 'asc',
            // Show all / Hide all only acts on the columns the search matches.
            toggleAllMode: 'filteredOnly',
            // Don't pop up the phone keyboard when the panel opens.
            autoFocusSearchField: false,
            disableResetButton: true,
          },
        }}
      />
    </Box>
  );
}
