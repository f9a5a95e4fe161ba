import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridEventListener } from '@mui/x-data-grid-premium';
import { budgetColumns, budgetLines, type BudgetLine } from './budget';

type CellStep = { field: keyof BudgetLine; oldValue: unknown; newValue: unknown };

export default function OffsiteBudgetUndo() {
  const [log, setLog] = React.useState<string[]>(['Edit a cell, then press Ctrl+Z (⌘+Z) to undo it.']);
  const note = (line: string) => setLog((lines) => [line, ...lines].slice(0, 4));

  // Edits reach the app through processRowUpdate…
  const processRowUpdate = (updated: BudgetLine) => {
    note(`Saved: ${updated.item}`);
    return updated;
  };

  // …but an undo or a redo does not: the grid writes the old value into its own rows.
  // Keep your store in step from these callbacks.
  const reportStep =
    (verb: string): GridEventListener<'undo'> =>
    ({ eventName, data }) => {
      if (eventName !== 'cellEditStop') return;
      const step = data as CellStep;
      const value = verb === 'Undid' ? step.oldValue : step.newValue;
      note(`${verb} a change to ${String(step.field)}: back to ${String(value)}`);
    };

  return (
    <Box sx={{ width: '100%' }}>
      <div style={{ height: 380 }}>
        <DataGridPremium
          rows={budgetLines}
          columns={budgetColumns}
          processRowUpdate={processRowUpdate}
          onUndo={reportStep('Undid')}
          onRedo={reportStep('Redid')}
          hideFooter
          aria-label="Offsite budget: edit a cell, then undo with Ctrl+Z"
        />
      </div>
      <Box role="status" sx={{ mt: 1 }}>
        <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2, color: 'text.secondary' }}>
          {log.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </Typography>
      </Box>
    </Box>
  );
}
