import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { type StockLine, stockColumns, stockLines } from './stock';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function PasteProgress() {
  const [saving, setSaving] = React.useState(false);
  const [message, setMessage] = React.useState('Paste a few cells: each changed row is saved with a short delay.');

  // Stands in for a request to your server; the grid waits for every row before it ends the paste.
  const saveRow = async (row: StockLine) => {
    await wait(400);
    return row;
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
      <div style={{ height: 330 }}>
        <DataGridPremium
          rows={stockLines}
          columns={stockColumns}
          cellSelection
          processRowUpdate={saveRow}
          onClipboardPasteStart={() => {
            setSaving(true);
            setMessage('Saving pasted values…');
          }}
          onClipboardPasteEnd={() => {
            setSaving(false);
            setMessage('Pasted values saved.');
          }}
          slots={{ loadingOverlay: () => <LinearProgress aria-label="Saving" /> }}
          loading={saving}
          hideFooter
          aria-label="Stock room, pasted rows are saved"
        />
      </div>
    </Stack>
  );
}
