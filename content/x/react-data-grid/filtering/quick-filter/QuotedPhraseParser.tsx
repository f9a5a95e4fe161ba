import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../../demo-data/orders';

const orders = createOrders(120, 625);

// "hand grinder" stays one term; other words are split on spaces.
function parseTerms(input: string): string[] {
  return Array.from(input.matchAll(/"([^"]+)"|(\S+)/g), (match) => match[1] ?? match[2]);
}

// Shows the terms back in the field, quoting those with spaces.
function formatTerms(values: string[]): string {
  return values.map((value) => (value.includes(' ') ? `"${value}"` : value)).join(' ');
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function QuotedPhraseParser() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        showToolbar
        slotProps={{ toolbar: { quickFilterProps: { quickFilterParser: parseTerms, quickFilterFormatter: formatTerms, debounceMs: 300 } } }}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['pour-over kettle', 'paid'] } } }}
        aria-label="Orders searched with quoted phrases"
      />
    </Box>
  );
}
