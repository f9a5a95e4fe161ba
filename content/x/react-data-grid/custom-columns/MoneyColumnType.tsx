import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A reusable column type: spread it into any column that holds US dollars. */
const money: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value) => usd.format(value),
  cellClassName: 'money',
};

const rows = createOrders(40, 51);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'unitPrice', headerName: 'Unit price', ...money },
  { field: 'total', headerName: 'Total', ...money },
  {
    field: 'tax',
    headerName: 'VAT (20 %)',
    ...money,
    valueGetter: (_value, row) => Math.round(row.total * 20) / 100,
  },
];

export default function MoneyColumnType() {
  return (
    <Box sx={{ height: 380, width: '100%', '& .money': { fontVariantNumeric: 'tabular-nums' } }}>
      <DataGrid rows={rows} columns={columns} aria-label="Order lines with prices" />
    </Box>
  );
}
