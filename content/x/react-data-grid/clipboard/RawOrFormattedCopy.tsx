import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import { stockColumns, stockLines } from './stock';

export default function RawOrFormattedCopy() {
  const [raw, setRaw] = React.useState(true);
  const [comma, setComma] = React.useState(false);
  const [copied, setCopied] = React.useState('');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={raw} onChange={(event) => setRaw(event.target.checked)} />}
          label="Copy raw numbers (4.2 instead of €4.20)"
        />
        <FormControlLabel
          control={<Switch checked={comma} onChange={(event) => setComma(event.target.checked)} />}
          label="Separate cells with commas"
        />
      </Stack>
      <div style={{ height: 330 }}>
        <DataGrid
          rows={stockLines}
          columns={stockColumns}
          checkboxSelection
          ignoreValueFormatterDuringExport={{ clipboardExport: raw }}
          clipboardCopyCellDelimiter={comma ? ',' : '\t'}
          onClipboardCopy={setCopied}
          hideFooter
          aria-label="Stock room, copy with options"
        />
      </div>
      <TextField
        label="Last copy"
        value={copied}
        multiline
        minRows={3}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
    </Stack>
  );
}
