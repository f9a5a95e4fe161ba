import GridViewRounded from '@mui/icons-material/GridViewRounded';
import ViewListRounded from '@mui/icons-material/ViewListRounded';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPro, type GridListViewColDef } from '@mui/x-data-grid-pro';
import type { Employee } from '../demo-data/employees';
import { colleagues, directoryColumns, initialsOf } from './contacts';

type Layout = 'table' | 'list';

const listViewColumn: GridListViewColDef<Employee> = {
  field: 'card',
  renderCell: ({ row }) => (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
      <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden>
        {initialsOf(row)}
      </Avatar>
      <Typography variant="body2">
        {row.firstName} {row.lastName} — {row.role}
      </Typography>
    </Stack>
  ),
};

export default function TableOrListToggle() {
  const [layout, setLayout] = React.useState<Layout>('list');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={layout}
        onChange={(_event, value: Layout | null) => value && setLayout(value)}
        aria-label="Layout"
        sx={{ alignSelf: 'flex-end' }}
      >
        <ToggleButton value="table" aria-label="Table">
          <GridViewRounded fontSize="small" />
        </ToggleButton>
        <ToggleButton value="list" aria-label="List">
          <ViewListRounded fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 440 }}>
        <DataGridPro
          rows={colleagues}
          columns={directoryColumns}
          listView={layout === 'list'}
          listViewColumn={listViewColumn}
          showToolbar
          aria-label="Company directory, table or list"
        />
      </div>
    </Stack>
  );
}
