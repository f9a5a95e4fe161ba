import RedoRounded from '@mui/icons-material/RedoRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import * as React from 'react';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { budgetColumns, budgetLines } from './budget';

export default function OwnUndoButtons() {
  const apiRef = useGridApiRef();
  const [canUndo, setCanUndo] = React.useState(false);
  const [canRedo, setCanRedo] = React.useState(false);

  // Any state change may add or consume a step: refresh both buttons once the grid has updated.
  const syncButtons = () => {
    queueMicrotask(() => {
      setCanUndo(apiRef.current?.history.canUndo() ?? false);
      setCanRedo(apiRef.current?.history.canRedo() ?? false);
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" startIcon={<UndoRounded />} disabled={!canUndo} onClick={() => apiRef.current?.history.undo()}>
          Undo
        </Button>
        <Button size="small" variant="outlined" startIcon={<RedoRounded />} disabled={!canRedo} onClick={() => apiRef.current?.history.redo()}>
          Redo
        </Button>
        <Button size="small" disabled={!canUndo && !canRedo} onClick={() => apiRef.current?.history.clear()}>
          Forget history
        </Button>
      </Stack>
      <div style={{ height: 360 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={budgetLines}
          columns={budgetColumns}
          onStateChange={syncButtons}
          hideFooter
          aria-label="Offsite budget with external undo and redo"
        />
      </div>
    </Stack>
  );
}
