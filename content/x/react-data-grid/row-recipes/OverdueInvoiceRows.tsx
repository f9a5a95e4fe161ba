import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders } from '../demo-data/orders';
import { DEMO_TODAY } from '../demo-data/random';

const DAY = 86_400_000;
const rows = createOrders(40, 215).map((order) => ({
  id: order.id,
  invoice: order.reference.replace('ORD', 'INV'),
  customer: order.customer,
  amount: order.total,
  due: new Date(order.orderedOn.getTime() + 30 * DAY),
  paid: order.status !== 'Pending',
}));
type Invoice = (typeof rows)[number];

const isOverdue = (row: Invoice) => !row.paid && row.due < DEMO_TODAY;

const columns: GridColDef<Invoice>[] = [
  {
    field: 'invoice',
    headerName: 'Invoice',
    width: 140,
    display: 'flex',
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {row.invoice}
        {isOverdue(row) && <ErrorOutlineRounded fontSize="small" color="error" titleAccess="Overdue" />}
      </Stack>
    ),
  },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
  { field: 'due', headerName: 'Due', type: 'date', width: 120 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
];

export default function OverdueInvoiceRows() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        // A tinted background and a bar on the left: visible without relying on colour alone.
        '& .overdue': { bgcolor: 'action.selected', boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.error.main}` },
      }}
    >
      <DataGrid rows={rows} columns={columns} getRowClassName={({ row }) => (isOverdue(row) ? 'overdue' : '')} aria-label="Invoices" />
    </Box>
  );
}
