import type { GridColDef } from '@mui/x-data-grid-premium';
import { createOrders, type Order } from '../demo-data/orders';

/** 300 order lines of the coffee shop over the last year. */
export const sales: Order[] = createOrders(300, 5);

const usd = (value: number | null | undefined) =>
  value == null ? '' : value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The flat columns; pivoting builds its own columns from them. */
export const salesColumns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 115 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 90 },
  { field: 'total', headerName: 'Revenue', type: 'number', width: 120, valueFormatter: (value: number | undefined) => usd(value) },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 120 },
];
