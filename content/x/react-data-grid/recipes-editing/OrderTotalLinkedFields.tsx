import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const orders = createOrders(20, 436);
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90, editable: true },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'discount',
    headerName: 'Discount %',
    type: 'number',
    width: 120,
    editable: true,
    valueGetter: (value: number | undefined) => value ?? 0,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    // Derived from the other fields: recomputed as soon as the row is saved.
    valueGetter: (_value, row: Order & { discount?: number }) =>
      Math.round(row.quantity * row.unitPrice * (1 - (row.discount ?? 0) / 100) * 100) / 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function OrderTotalLinkedFields() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={orders} columns={columns} editMode="row" aria-label="Orders with a computed total" />
    </Box>
  );
}
