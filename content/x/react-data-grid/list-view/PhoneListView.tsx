import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGridPro, type GridListViewColDef } from '@mui/x-data-grid-pro';
import type { Employee } from '../demo-data/employees';
import { colleagues, directoryColumns, initialsOf } from './contacts';

const listViewColumn: GridListViewColDef<Employee> = {
  field: 'compact',
  renderCell: ({ row }) => (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
      <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden>
        {initialsOf(row)}
      </Avatar>
      <div>
        <Typography variant="body2">
          {row.firstName} {row.lastName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {row.email}
        </Typography>
      </div>
    </Stack>
  ),
};

export default function PhoneListView() {
  const theme = useTheme();
  // Below the "sm" breakpoint six columns do not fit: show one card per person.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={colleagues}
        columns={directoryColumns}
        listView={narrow}
        listViewColumn={listViewColumn}
        rowHeight={narrow ? 64 : 52}
        aria-label="Company directory that adapts to the screen"
      />
    </div>
  );
}
