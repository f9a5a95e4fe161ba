import { DataGridPremium } from '@mui/x-data-grid-premium';
import { budgetColumns, budgetLines } from './budget';

export default function OffsiteBudgetUndo() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={budgetLines}
        columns={budgetColumns}
        showToolbar
        hideFooter
        aria-label="Offsite budget: edit a cell, then undo with Ctrl+Z"
      />
    </div>
  );
}
