import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const staff = createEmployees(60, 702);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 190 },
];

export default function ShowAllOption() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        // `-1` means every row on one page; the object gives it a readable label.
        pageSizeOptions={[15, 30, { value: -1, label: 'All' }]}
        initialState={{ pagination: { paginationModel: { pageSize: 15 } } }}
        aria-label="Staff, with an option to show everyone"
      />
    </Box>
  );
}
