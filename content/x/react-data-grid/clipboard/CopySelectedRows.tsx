import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import { stockColumns, stockLines } from './stock';

export default function CopySelectedRows() {
  const [copied, setCopied] = React.useState('');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div style={{ height: 330 }}>
        <DataGrid
          rows={stockLines}
          columns={stockColumns}
          checkboxSelection
          onClipboardCopy={(text) => setCopied(text)}
          hideFooter
          aria-label="Stock room, tick rows and press Ctrl+C"
        />
      </div>
      <TextField
        label="Last copy (tick rows or focus a cell, then press Ctrl+C or ⌘C)"
        value={copied}
        multiline
        minRows={3}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
    </Stack>
  );
}
