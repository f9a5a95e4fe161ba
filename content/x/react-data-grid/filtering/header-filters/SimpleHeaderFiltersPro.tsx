import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../../demo-data/employees';

const staff = createEmployees(120, 653);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 150 },
  { field: 'lastName', headerName: 'Last name', width: 150 },
  { field: 'department', headerName: 'Department', width: 150 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 200 },
];

export default function SimpleHeaderFiltersPro() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={staff}
        columns={columns}
        headerFilters
        // No operator menus: each cell is a plain search field using the column's default operator.
        slots={{ headerFilterMenu: null }}
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
        headerFilterHeight={44}
        aria-label="Staff with simple header filters"
      />
    </Box>
  );
}
