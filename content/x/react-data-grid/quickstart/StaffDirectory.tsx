import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(60);

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    width: 190,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

export default function StaffDirectory() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Staff directory" />
    </Box>
  );
}
