import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const staff = createEmployees(40, 602);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  // Salaries are confidential in this view: no filter to probe them with.
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130, filterable: false },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220, filterable: false },
];

export default function NonFilterableColumns() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={staff} columns={columns} showToolbar aria-label="Staff; salary and email cannot be filtered" />
    </Box>
  );
}
