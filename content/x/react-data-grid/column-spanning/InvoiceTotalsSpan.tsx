import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Line {
  id: number | string;
  description: string;
  quantity?: number;
  rate?: number;
  amount: number;
}

const work: Line[] = [
  { id: 1, description: 'Brand workshop (half day)', quantity: 1, rate: 1800, amount: 1800 },
  { id: 2, description: 'Packaging design, three variants', quantity: 3, rate: 950, amount: 2850 },
  { id: 3, description: 'Photography, per product', quantity: 12, rate: 120, amount: 1440 },
];
const subtotal = work.reduce((sum, line) => sum + line.amount, 0);
const summary: Line[] = [
  { id: 'subtotal', description: 'Subtotal', amount: subtotal },
  { id: 'vat', description: 'VAT 20 %', amount: subtotal * 0.2 },
  { id: 'total', description: 'Total due', amount: subtotal * 1.2 },
];

const isSummary = (row: Line) => typeof row.id === 'string';
const money = (value?: number) => (value === undefined ? '' : `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);

const columns: GridColDef<Line>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 200,
    sortable: false,
    // Summary labels cover the description, quantity and rate columns, and sit right-aligned.
    colSpan: (_value, row) => (isSummary(row) ? 3 : 1),
    cellClassName: ({ row }) => (isSummary(row) ? 'summary-label' : ''),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70, sortable: false },
  { field: 'rate', headerName: 'Rate', type: 'number', width: 110, sortable: false, valueFormatter: money },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 130, sortable: false, valueFormatter: money },
];

export default function InvoiceTotalsSpan() {
  return (
    <Box sx={{ height: 370, width: '100%', '& .summary-label': { justifyContent: 'flex-end', fontWeight: 600 } }}>
      <DataGrid
        rows={[...work, ...summary]}
        columns={columns}
        hideFooter
        disableColumnMenu
        aria-label="Invoice INV-2041"
        getRowClassName={({ row }) => (row.id === 'total' ? 'total-row' : '')}
        sx={{ '& .total-row': { fontWeight: 700 } }}
      />
    </Box>
  );
}
