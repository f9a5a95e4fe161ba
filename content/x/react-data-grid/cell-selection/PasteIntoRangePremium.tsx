import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const WEEKS = ['w1', 'w2', 'w3', 'w4'] as const;
const products = ['Espresso beans', 'Filter beans', 'Decaf beans', 'Paper filters', 'Descaler'].map((product, row) => ({
  id: row + 1,
  product,
  ...Object.fromEntries(WEEKS.map((week, col) => [week, 20 + ((row * 3 + col * 7) % 12) * 5])),
}));

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', width: 150 },
  ...WEEKS.map((week) => ({ field: week, headerName: `Week ${week.slice(1)}`, type: 'number' as const, width: 100, editable: true })),
];

export default function PasteIntoRangePremium() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* Copy a block (Ctrl/⌘+C), select a block of the same size, then paste (Ctrl/⌘+V). */}
      <DataGridPremium
        rows={products}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        hideFooter
        aria-label="Weekly order plan, paste-friendly"
      />
    </Box>
  );
}
