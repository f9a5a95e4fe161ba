import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import * as React from 'react';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Ticket {
  id: number;
  subject: string;
  assignee: string | null;
  priority: 'Low' | 'Normal' | 'Urgent';
}

const tickets: Ticket[] = [
  { id: 1, subject: 'Grinder arrived with a cracked hopper', assignee: 'Nadia Petrova', priority: 'Urgent' },
  { id: 2, subject: 'Change delivery address', assignee: null, priority: 'Normal' },
  { id: 3, subject: 'Refund for a double charge', assignee: 'Kwame Boateng', priority: 'Urgent' },
  { id: 4, subject: 'Which filter suits the carafe?', assignee: null, priority: 'Low' },
  { id: 5, subject: 'Invoice with company VAT number', assignee: 'Nadia Petrova', priority: 'Normal' },
  { id: 6, subject: 'Subscription paused by mistake', assignee: 'Sakura Sato', priority: 'Normal' },
  { id: 7, subject: 'Beans tasted stale', assignee: null, priority: 'Normal' },
  { id: 8, subject: 'Kettle lid does not close', assignee: 'Kwame Boateng', priority: 'Low' },
];

export default function UnassignedTickets() {
  const [labelMissing, setLabelMissing] = React.useState(true);

  const columns = React.useMemo<GridColDef<Ticket>[]>(
    () => [
      { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 240 },
      {
        field: 'assignee',
        headerName: 'Assignee',
        width: 160,
        // Without a getter, rows with no assignee are not grouped and stay at the top level.
        groupingValueGetter: labelMissing ? (value: string | null) => value ?? 'Unassigned' : undefined,
      },
      { field: 'priority', headerName: 'Priority', width: 110 },
    ],
    [labelMissing],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={labelMissing} onChange={(event) => setLabelMissing(event.target.checked)} />}
        label='Collect tickets without an assignee in an "Unassigned" group'
      />
      <div style={{ height: 380 }}>
        <DataGridPremium
          rows={tickets}
          columns={columns}
          initialState={{ rowGrouping: { model: ['assignee'] } }}
          defaultGroupingExpansionDepth={-1}
          aria-label="Support tickets by assignee"
        />
      </div>
    </Stack>
  );
}
