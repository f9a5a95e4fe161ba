import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(40, 5);
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

const columns: GridColDef<Employee>[] = [
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    // Sorting and filtering still use the number; only the display changes.
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'startDate',
    headerName: 'Joined',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => monthYear.format(value),
  },
  {
    field: 'rating',
    headerName: 'Review',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${value} / 5`,
  },
];

export default function PayrollFormatter() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Payroll" />
    </Box>
  );
}
