import type { GridColDef } from '@mui/x-data-grid-premium';
import { createOrders, type Order } from '../../demo-data/orders';

/** 180 order lines of a coffee roastery's web shop. */
export const roasteryOrders: Order[] = createOrders(180, 31);

export const roasteryColumns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) =>
      value == null ? '' : value.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
  },
  { field: 'orderedOn', headerName: 'Ordered on', type: 'date', width: 120 },
];
