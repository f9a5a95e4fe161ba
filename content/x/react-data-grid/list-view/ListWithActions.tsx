import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridListViewColDef } from '@mui/x-data-grid-pro';
import type { Employee } from '../demo-data/employees';
import { colleagues, directoryColumns, initialsOf } from './contacts';

const listViewColumn: GridListViewColDef<Employee> = {
  field: 'withActions',
  renderCell: ({ row, tabIndex }) => {
    const name = `${row.firstName} ${row.lastName}`;
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden>{initialsOf(row)}</Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {row.role}
          </Typography>
        </Box>
        {row.status !== 'Active' && <Chip size="small" label={row.status} />}
        <IconButton size="small" tabIndex={tabIndex} href={`mailto:${row.email}`} aria-label={`Email ${name}`}>
          <MailOutlineRounded fontSize="small" />
        </IconButton>
        <IconButton size="small" tabIndex={tabIndex} aria-label={`Message ${name}`}>
          <ChatBubbleOutlineRounded fontSize="small" />
        </IconButton>
      </Stack>
    );
  },
};

export default function ListWithActions() {
  return (
    <Box sx={{ height: 460, width: '100%', maxWidth: 480 }}>
      <DataGridPro
        rows={colleagues}
        columns={directoryColumns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
        showToolbar
        initialState={{ sorting: { sortModel: [{ field: 'lastName', sort: 'asc' }] } }}
        aria-label="Directory with contact actions"
      />
    </Box>
  );
}
