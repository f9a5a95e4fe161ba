import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { budgetColumns, budgetLines } from './budget';

export default function RowEditHistoryLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const note = (line: string) => setLog((lines) => [line, ...lines].slice(0, 4));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div style={{ height: 360 }}>
        <DataGridPremium
          rows={budgetLines}
          columns={budgetColumns}
          editMode="row"
          // A whole row edit (all the fields changed before Enter) is one step.
          onUndo={({ eventName }) => note(`Undid a ${eventName === 'rowEditStop' ? 'row edit' : eventName}`)}
          onRedo={({ eventName }) => note(`Redid a ${eventName === 'rowEditStop' ? 'row edit' : eventName}`)}
          hideFooter
          aria-label="Offsite budget edited row by row"
        />
      </div>
      <Typography variant="body2" component="div" aria-live="polite">
        {log.length ? log.map((line, index) => <div key={`${index}-${line}`}>{line}</div>) : 'Edit a row (double-click, change fields, Enter), then undo it.'}
      </Typography>
    </Stack>
  );
}
