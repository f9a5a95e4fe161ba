import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../demo-data/employees';

const staff = createEmployees(120, 621);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 190 },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function ToolbarSearchDirectory() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* The default toolbar includes the quick filter on the right. */}
      <DataGrid rows={staff} columns={columns} showToolbar aria-label="Staff directory with search" />
    </Box>
  );
}
