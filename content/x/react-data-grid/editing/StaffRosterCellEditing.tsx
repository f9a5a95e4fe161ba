import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DEPARTMENTS, createEmployees, type Employee } from '../demo-data/employees';

const staff = createEmployees(30, 401);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 130, editable: true },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: Object.keys(DEPARTMENTS),
    width: 140,
    editable: true,
  },
  {
    field: 'salary',
    headerName: 'Salary (USD)',
    type: 'number',
    width: 130,
    editable: true,
  },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130, editable: true },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100, editable: true },
  // Not editable: the address is derived from the name by the mail system.
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
];

export default function StaffRosterCellEditing() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={staff} columns={columns} aria-label="Staff roster, editable" />
    </Box>
  );
}
