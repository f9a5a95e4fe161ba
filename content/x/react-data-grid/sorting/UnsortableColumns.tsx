import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const staff = createEmployees(30, 504);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  // Sorting by address or by a yes/no flag helps nobody here.
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220, sortable: false },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100, sortable: false },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

export default function UnsortableColumns() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={staff} columns={columns} aria-label="Staff; email and remote columns cannot be sorted" />
    </Box>
  );
}
