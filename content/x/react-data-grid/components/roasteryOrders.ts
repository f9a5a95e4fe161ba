import type { GridColDef } from '@mui/x-data-grid-premium';
import { createOrders, ORDER_STATUSES, type Order, PRODUCTS } from '../demo-data/orders';
import { COUNTRIES } from '../demo-data/people';
import type { Vocabulary } from './localResolver';

/** 180 order lines of a coffee roastery's web shop. */
export const roasteryOrders: Order[] = createOrders(180, 31);

export const roasteryColumns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'orderedOn', headerName: 'Ordered on', type: 'date', width: 120 },
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
];

/** The words the offline resolver maps to these columns. */
export const roasteryVocabulary: Vocabulary = {
  measures: { total: ['revenue', 'sales', 'total', 'value'], quantity: ['quantity', 'units', 'items'] },
  dimensions: {
    country: ['country', 'countries'],
    category: ['category', 'categories'],
    status: ['status', 'statuses'],
    product: ['product', 'products'],
  },
  values: {
    status: ORDER_STATUSES,
    country: COUNTRIES.map((country) => country.name),
    category: [...new Set(PRODUCTS.map((product) => product.category))],
  },
  example: 'total revenue by country',
};
