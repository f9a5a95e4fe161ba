import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(40, 31);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120 },
];

export default function CustomerListHidden() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        aria-label="Staff, with salary and email hidden at first"
        initialState={{ columns: { columnVisibilityModel: { email: false, salary: false } } }}
      />
    </Box>
  );
}
