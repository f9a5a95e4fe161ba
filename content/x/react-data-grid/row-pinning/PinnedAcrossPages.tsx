import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../demo-data/employees';

const everyone = createEmployees(120, 207);
const managers = everyone.filter((person) => /manager|lead|controller/i.test(person.role)).slice(0, 2);
const rows = everyone.filter((person) => !managers.includes(person));

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170, valueGetter: (_v, row) => `${row.firstName} ${row.lastName}` },
  { field: 'role', headerName: 'Role', width: 210 },
  { field: 'department', headerName: 'Department', width: 130 },
];

export default function PinnedAcrossPages() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        // The people to contact stay on every page, above whatever sort or filter applies.
        pinnedRows={{ top: managers }}
        pagination
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        showToolbar
        aria-label="Staff directory with managers pinned"
      />
    </Box>
  );
}
