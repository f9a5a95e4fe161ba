import type { GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../demo-data/orders';

/** 40 orders of the coffee shop, the same on every render. */
export const shopOrders: Order[] = createOrders(40, 311);

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const days = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** Columns shared by several demos of this page. */
export const orderColumns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: (value: number) => dollars.format(value) },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 130, valueFormatter: (value: Date) => days.format(value) },
];
