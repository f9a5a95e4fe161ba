import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridListViewColDef, type GridRenderCellParams } from '@mui/x-data-grid-pro';
import type { Employee } from '../demo-data/employees';
import { colleagues, directoryColumns, initialsOf } from './contacts';

function PersonCell({ row }: GridRenderCellParams<Employee>) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: '100%' }}>
      <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden>{initialsOf(row)}</Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
          {row.firstName} {row.lastName}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {row.role} · {row.department} · {row.country}
        </Typography>
      </Box>
    </Stack>
  );
}

const listViewColumn: GridListViewColDef<Employee> = {
  field: 'listColumn',
  renderCell: (params) => <PersonCell {...params} />,
};

export default function DirectoryListView() {
  return (
    <Box sx={{ height: 440, width: '100%', maxWidth: 420 }}>
      <DataGridPro
        rows={colleagues}
        columns={directoryColumns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
        hideFooter
        aria-label="Company directory"
      />
    </Box>
  );
}
