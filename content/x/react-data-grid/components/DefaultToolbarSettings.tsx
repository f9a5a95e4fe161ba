import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const staff = createEmployees(60, 811);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 130 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130 },
];

export default function DefaultToolbarSettings() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        label="Payroll, June 2026"
        showToolbar
        slotProps={{
          toolbar: {
            // Wait longer before searching: each keystroke would otherwise filter 60 rows again.
            quickFilterProps: { debounceMs: 400 },
            // Spreadsheet-friendly CSV for European locales; no print entry in the export menu.
            csvOptions: { fileName: 'payroll-2026-06', delimiter: ';' },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </Box>
  );
}
