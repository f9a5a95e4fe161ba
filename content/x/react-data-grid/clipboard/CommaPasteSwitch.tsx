import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { stockColumns, stockLines } from './stock';

// Accept comma-separated lines as well as tab-separated ones.
const splitLines = (text: string) =>
  text
    .replace(/\r?\n$/, '')
    .split(/\r\n|\n|\r/)
    .map((line) => line.split(line.includes('\t') ? '\t' : ','));

export default function CommaPasteSwitch() {
  const [readOnly, setReadOnly] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />}
        label="Audit in progress: no pasting (disableClipboardPaste)"
      />
      <TextField
        label="Comma-separated counts to copy"
        defaultValue={'C1,30\nC3,4'}
        multiline
        minRows={2}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
      <div style={{ height: 330 }}>
        <DataGridPremium
          rows={stockLines}
          columns={stockColumns}
          cellSelection
          disableClipboardPaste={readOnly}
          splitClipboardPastedText={splitLines}
          hideFooter
          aria-label="Stock room accepting comma-separated pastes"
        />
      </div>
    </Stack>
  );
}
