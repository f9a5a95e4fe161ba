import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../demo-data/employees';

const rows = createEmployees(30, 3);

const columns: GridColDef<Employee>[] = [
  {
    field: 'lastName',
    headerName: 'Person',
    width: 220,
    display: 'flex',
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ width: 30, height: 30, fontSize: 13, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {row.firstName[0]}
          {row.lastName[0]}
        </Avatar>
        <span>
          {row.firstName} {row.lastName}
        </span>
      </Stack>
    ),
  },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 220,
    // `tabIndex` keeps Tab moving out of the grid rather than through every link.
    renderCell: ({ value, tabIndex }) => (
      <Link href={`mailto:${value}`} tabIndex={tabIndex}>
        {value}
      </Link>
    ),
  },
  {
    field: 'rating',
    headerName: 'Last review',
    width: 150,
    display: 'flex',
    renderCell: ({ value }) => <Rating value={value} readOnly size="small" aria-label={`${value} out of 5`} />,
  },
];

export default function ContactCardCells() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Team contacts" />
    </Box>
  );
}
