import type { GridColDef } from '@mui/x-data-grid-premium';
import { createOrders, type Order } from '../demo-data/orders';

/** 240 order lines of the coffee shop, the same on every render. */
export const shopOrders: Order[] = createOrders(240, 11);

/** US dollars with cents, or nothing when the cell has no value (group rows). */
export function formatUsd(value: number | null | undefined): string {
  return value == null ? '' : value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** The columns most demos of this page start from. */
export const orderColumns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 115 },
  { field: 'customer', headerName: 'Customer', width: 165 },
  { field: 'country', headerName: 'Country', width: 135 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 115, valueFormatter: (value: number | undefined) => formatUsd(value) },
  { field: 'orderedOn', headerName: 'Ordered on', type: 'date', width: 120 },
];
