import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(60, 121);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Employee', width: 180, valueGetter: (_v, row) => `${row.firstName} ${row.lastName}` },
  { field: 'email', headerName: 'Email', width: 250 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
  { field: 'rating', headerName: 'Review', type: 'number', width: 100 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120 },
];

export default function WideLedgerPinned() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        aria-label="Payroll ledger; the name and salary stay in view"
        initialState={{ pinnedColumns: { left: ['name'], right: ['salary'] } }}
      />
    </Box>
  );
}
