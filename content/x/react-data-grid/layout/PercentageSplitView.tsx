import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const people = createEmployees(40);
const remote = people.filter((person) => person.remote);
const office = people.filter((person) => !person.remote);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Name', flex: 1, valueGetter: (_v, row) => `${row.firstName} ${row.lastName}` },
  { field: 'department', headerName: 'Department', width: 120 },
];

export default function PercentageSplitView() {
  return (
    // The outer box has a real height, so 100 % heights inside it resolve.
    <Box sx={{ height: 340, width: '100%', display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
      <Box sx={{ width: { xs: '100%', sm: '50%' }, height: { xs: '50%', sm: '100%' } }}>
        <DataGrid rows={remote} columns={columns} density="compact" hideFooter aria-label="Remote staff" />
      </Box>
      <Box sx={{ width: { xs: '100%', sm: '50%' }, height: { xs: '50%', sm: '100%' } }}>
        <DataGrid rows={office} columns={columns} density="compact" hideFooter aria-label="Office staff" />
      </Box>
    </Box>
  );
}
