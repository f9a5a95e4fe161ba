import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../demo-data/employees';

const staff = createEmployees(80, 624);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  // Searching "example" would match every address: leave this column out of the quick filter.
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 230, getApplyQuickFilterFn: undefined },
  { field: 'department', headerName: 'Department', width: 130 },
  // Hidden by default; hidden columns are not searched either (see the filter model below).
  { field: 'role', headerName: 'Role', width: 190 },
];

export default function SkipColumnsInSearch() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        showToolbar
        initialState={{
          columns: { columnVisibilityModel: { role: false } },
          filter: { filterModel: { items: [], quickFilterExcludeHiddenColumns: true } },
        }}
        aria-label="Staff search that skips email and hidden columns"
      />
    </Box>
  );
}
