import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { stockColumns, stockLines } from './stock';

export default function CopyCellRange() {
  const [copied, setCopied] = React.useState('');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div style={{ height: 330 }}>
        <DataGridPremium
          rows={stockLines}
          columns={stockColumns}
          cellSelection
          initialState={{ cellSelection: { 2: { item: true, bin: true, counted: true }, 3: { item: true, bin: true, counted: true } } }}
          onClipboardCopy={setCopied}
          hideFooter
          aria-label="Stock room, select a range of cells and copy it"
        />
      </div>
      <TextField
        label="Last copy (drag or Shift+click a range, then Ctrl+C)"
        value={copied}
        multiline
        minRows={3}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
    </Stack>
  );
}
