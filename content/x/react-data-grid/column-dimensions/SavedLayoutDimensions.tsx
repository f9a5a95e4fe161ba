import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(30, 6);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name' },
  { field: 'lastName', headerName: 'Last name' },
  { field: 'department', headerName: 'Department' },
  { field: 'email', headerName: 'Email' },
];

/** A layout saved earlier, for example from `apiRef.current.exportState()`. */
const savedDimensions = {
  firstName: { width: 120 },
  lastName: { width: 150 },
  department: { width: 130 },
  email: { flex: 1, minWidth: 220 },
};

export default function SavedLayoutDimensions() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ columns: { dimensions: savedDimensions } }}
        aria-label="Staff with a restored column layout"
      />
    </Box>
  );
}
