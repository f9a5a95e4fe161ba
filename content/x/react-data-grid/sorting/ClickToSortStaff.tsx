import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const staff = createEmployees(40, 501);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
];

export default function ClickToSortStaff() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={staff} columns={columns} aria-label="Staff list, sortable by any column" />
    </Box>
  );
}
