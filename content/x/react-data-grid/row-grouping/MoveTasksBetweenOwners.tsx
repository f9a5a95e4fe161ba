import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Owner {
  name: string;
  team: string;
}

interface Task {
  id: number;
  title: string;
  owner: Owner;
  estimate: number;
}

const OWNERS: Owner[] = [
  { name: 'Leila Haddad', team: 'Roastery' },
  { name: 'Mateo Rojas', team: 'Web shop' },
  { name: 'Zofia Kowalska', team: 'Logistics' },
];

const initialTasks: Task[] = [
  'Calibrate the new roaster', 'Write tasting notes for Kenya AA', 'Fix the checkout coupon field',
  'Add Polish translations', 'Negotiate courier rates', 'Count stock before the audit', 'Photograph the carafes',
].map((title, index) => ({ id: index + 1, title, owner: OWNERS[index % OWNERS.length], estimate: 1 + ((index * 3) % 5) }));

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 240 },
  {
    field: 'owner',
    headerName: 'Owner',
    width: 170,
    valueGetter: (value: Owner | undefined) => value?.name,
    groupingValueGetter: (value: Owner) => value.name,
    // Dropping a task into another owner's group writes the whole owner object back.
    groupingValueSetter: (name, row) => ({ ...row, owner: OWNERS.find((owner) => owner.name === name) ?? row.owner }),
  },
  { field: 'estimate', headerName: 'Days', type: 'number', width: 90 },
];

export default function MoveTasksBetweenOwners() {
  const [lastMove, setLastMove] = React.useState('Drag a task by its handle into another owner.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {lastMove}
      </Typography>
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={initialTasks}
          columns={columns}
          rowReordering
          initialState={{ rowGrouping: { model: ['owner'] } }}
          defaultGroupingExpansionDepth={-1}
          processRowUpdate={(updated: Task, original: Task) => {
            if (updated.owner.name !== original.owner.name) {
              setLastMove(`"${updated.title}" moved from ${original.owner.name} to ${updated.owner.name} (${updated.owner.team}).`);
            }
            return updated;
          }}
          aria-label="Tasks grouped by owner, reorderable"
        />
      </div>
    </Stack>
  );
}
