import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { type StockLine, stockColumns, stockLines } from './stock';

// Tab-separated, like cells copied from a spreadsheet: bin and counted for three shelves.
const SAMPLE = 'A1\t38\nA2\t17\nB1\t55';

export default function PasteStockCounts() {
  const [log, setLog] = React.useState<string[]>([]);

  const processRowUpdate = (updated: StockLine, original: StockLine) => {
    if (updated.counted !== original.counted || updated.bin !== original.bin) {
      setLog((lines) => [`${updated.sku}: bin ${updated.bin}, counted ${original.counted} → ${updated.counted}`, ...lines].slice(0, 4));
    }
    return updated;
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        label="Copy these counts, click the first Bin cell, then paste"
        defaultValue={SAMPLE}
        multiline
        minRows={3}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
      <div style={{ height: 330 }}>
        <DataGridPremium
          rows={stockLines}
          columns={stockColumns}
          cellSelection
          processRowUpdate={processRowUpdate}
          hideFooter
          aria-label="Stock room, paste counts into it"
        />
      </div>
      <Typography variant="body2" component="div" aria-live="polite">
        {log.length ? log.map((line) => <div key={line}>{line}</div>) : 'No paste yet.'}
      </Typography>
    </Stack>
  );
}
