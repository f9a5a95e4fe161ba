import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import * as React from 'react';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const STATUSES = ['On track', 'At risk', 'Blocked'];

interface WorkItem {
  id: number;
  path: string[];
  status: string;
  lead: string;
}

const rows: WorkItem[] = [
  { id: 1, path: ['Mobile app 2.0'], status: 'At risk', lead: 'Priya Iyer' },
  { id: 2, path: ['Mobile app 2.0', 'Offline mode'], status: 'Blocked', lead: 'Sven Nyberg' },
  { id: 3, path: ['Mobile app 2.0', 'Dark theme'], status: 'On track', lead: 'Leila Haddad' },
  { id: 4, path: ['Mobile app 2.0', 'Push settings'], status: 'On track', lead: 'Mateo Rojas' },
  { id: 5, path: ['Billing migration'], status: 'Blocked', lead: 'Tamar Cohen' },
  { id: 6, path: ['Billing migration', 'Export old invoices'], status: 'On track', lead: 'Kalani Kahale' },
  { id: 7, path: ['Billing migration', 'Tax rules review'], status: 'Blocked', lead: 'Yusuf Demir' },
  { id: 8, path: ['Help centre'], status: 'On track', lead: 'Zofia Kowalska' },
  { id: 9, path: ['Help centre', 'Search tuning'], status: 'Blocked', lead: 'Esi Mensah' },
  { id: 10, path: ['Help centre', 'New article template'], status: 'On track', lead: 'Amara Okafor' },
];

const columns: GridColDef<WorkItem>[] = [
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: STATUSES, width: 130 },
  { field: 'lead', headerName: 'Lead', flex: 1, minWidth: 160 },
];

export default function ChildrenFilteringSwitch() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={topLevelOnly} onChange={(event) => setTopLevelOnly(event.target.checked)} />}
        label="Filter projects only (disableChildrenFiltering)"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          treeData
          getTreeDataPath={(row) => row.path}
          rows={rows}
          columns={columns}
          disableChildrenFiltering={topLevelOnly}
          defaultGroupingExpansionDepth={-1}
          showToolbar
          initialState={{ filter: { filterModel: { items: [{ field: 'status', operator: 'is', value: 'Blocked' }] } } }}
          groupingColDef={{ headerName: 'Project and task', flex: 1, minWidth: 240 }}
          aria-label="Projects filtered by status"
        />
      </Box>
    </Stack>
  );
}
