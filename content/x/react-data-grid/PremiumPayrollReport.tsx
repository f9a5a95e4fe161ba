import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from './demo-data/employees';

const employees = createEmployees(90, 4096);

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Employee',
    width: 190,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 210 },
  { field: 'country', headerName: 'Country', width: 140 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 150,
    valueFormatter: (value: number | null) => (value == null ? '' : `$${Math.round(value).toLocaleString('en-US')}`),
  },
  {
    field: 'rating',
    headerName: 'Review',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) => (value == null ? '' : value.toFixed(1)),
  },
];

export default function PremiumPayrollReport() {
  const apiRef = useGridApiRef();
  // Hides the Department column while it is grouped; it comes back if the grouping is removed.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['department'] },
      aggregation: { model: { salary: 'sum', rating: 'avg' } },
    },
  });

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={employees}
        columns={columns}
        initialState={initialState}
        showToolbar
        slotProps={{ toolbar: { excelOptions: { fileName: 'payroll-by-department' } } }}
        aria-label="Payroll by department"
      />
    </Box>
  );
}
