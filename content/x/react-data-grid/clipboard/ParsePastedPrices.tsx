import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { type StockLine, stockColumns, stockLines } from './stock';

// Supplier price lists come as "€ 4,35" (comma decimals): turn them into numbers on paste.
const parseEuro = (text: string) => {
  const number = Number(text.replace(/[€\s]/g, '').replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(number) ? number : undefined;
};

const columns: GridColDef<StockLine>[] = stockColumns.map((column) =>
  column.field === 'unitCost' ? { ...column, pastedValueParser: (value: string) => parseEuro(value) } : column,
);

export default function ParsePastedPrices() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        label="New supplier prices: copy them, click the first Unit cost cell, paste"
        defaultValue={'€ 4,35\n€ 22,90\n€ 7,10'}
        multiline
        minRows={3}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
      <div style={{ height: 330 }}>
        <DataGridPremium
          rows={stockLines}
          columns={columns}
          cellSelection
          hideFooter
          aria-label="Stock room, paste supplier prices"
        />
      </div>
    </Stack>
  );
}
