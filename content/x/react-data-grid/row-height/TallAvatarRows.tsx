import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(30, 161);

const columns: GridColDef<Employee>[] = [
  {
    field: 'lastName',
    headerName: 'Person',
    width: 260,
    display: 'flex',
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ width: 44, height: 44 }}>{row.firstName[0]}</Avatar>
        <div>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {row.firstName} {row.lastName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {row.role}
          </Typography>
        </div>
      </Stack>
    ),
  },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function TallAvatarRows() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* Every row is 64 px tall: room for an avatar and two lines of text. */}
      <DataGrid rows={rows} columns={columns} rowHeight={64} aria-label="People" />
    </Box>
  );
}
