import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';
import { DEMO_TODAY } from '../demo-data/random';

const rows = createEmployees(40, 12);
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Employee',
    width: 200,
    // Not a property of the row: computed from two of them.
    valueGetter: (_value, row) => `${row.lastName}, ${row.firstName}`,
  },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 170 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120 },
  {
    field: 'tenure',
    headerName: 'Years of service',
    type: 'number',
    width: 150,
    valueGetter: (_value, row) => Math.floor((DEMO_TODAY.getTime() - row.startDate.getTime()) / YEAR_MS),
  },
];

export default function TenureValueGetter() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Employees by years of service"
        initialState={{ sorting: { sortModel: [{ field: 'tenure', sort: 'desc' }] } }}
      />
    </Box>
  );
}
