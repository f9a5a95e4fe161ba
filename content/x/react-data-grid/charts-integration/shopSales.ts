import type { GridColDef } from '@mui/x-data-grid-premium';
import { createOrders, type Order } from '../demo-data/orders';

/** 260 order lines of the coffee shop. */
export const shopSales: Order[] = createOrders(260, 13);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const salesColumns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 115, chartable: false },
  { field: 'customer', headerName: 'Customer', width: 160, chartable: false },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'month',
    headerName: 'Month',
    width: 110,
    // "2026-03 Mar" sorts in time order and still reads well on an axis.
    valueGetter: (_value, row) =>
      row.orderedOn
        ? `${row.orderedOn.getUTCFullYear()}-${String(row.orderedOn.getUTCMonth() + 1).padStart(2, '0')} ${MONTHS[row.orderedOn.getUTCMonth()]}`
        : undefined,
  },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 90 },
  { field: 'total', headerName: 'Revenue', type: 'number', width: 120 },
];
