import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

// Orders sorted by day, so orders of the same day sit together.
const rows = createOrders(40, 171)
  .map((order) => ({ ...order, orderedOn: new Date(Date.UTC(2026, 5, 20 + (order.id % 6))) }))
  .sort((a, b) => a.orderedOn.getTime() - b.orderedOn.getTime());

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

const columns: GridColDef<Order>[] = [
  {
    field: 'orderedOn',
    headerName: 'Day',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => dayFormat.format(value),
    // Dates are objects: compare the day as text, or no two cells would ever be equal.
    rowSpanValueGetter: (value: Date) => value.toISOString().slice(0, 10),
  },
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function OrdersByDaySpanning() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowSpanning showCellVerticalBorder disableRowSelectionOnClick aria-label="Orders by day" />
    </Box>
  );
}
