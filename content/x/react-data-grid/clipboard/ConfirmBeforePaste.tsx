import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { stockColumns, stockLines } from './stock';

interface Pending {
  cells: number;
  resolve: () => void;
  reject: () => void;
}

export default function ConfirmBeforePaste() {
  const [pending, setPending] = React.useState<Pending | null>(null);

  // The grid waits for this promise: resolve to paste, reject to drop the clipboard content.
  const confirmPaste = ({ data }: { data: string[][] }) =>
    new Promise<void>((resolve, reject) => {
      const cells = data.reduce((sum, row) => sum + row.length, 0);
      setPending({ cells, resolve, reject });
    });

  const close = (accept: boolean) => {
    if (accept) pending?.resolve();
    else pending?.reject();
    setPending(null);
  };

  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGridPremium
        rows={stockLines}
        columns={stockColumns}
        cellSelection
        onBeforeClipboardPasteStart={confirmPaste}
        hideFooter
        aria-label="Stock room, pasting asks for confirmation"
      />
      <Dialog open={pending !== null} onClose={() => close(false)} aria-labelledby="confirm-paste-title">
        <DialogTitle id="confirm-paste-title">Overwrite stock counts?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The clipboard holds {pending?.cells ?? 0} values. Pasting replaces the counted figures in place.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button onClick={() => close(true)} variant="contained">
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
