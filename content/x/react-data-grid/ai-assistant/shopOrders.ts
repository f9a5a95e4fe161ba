import type { GridColDef } from '@mui/x-data-grid-premium';
import { COUNTRIES } from '../demo-data/people';
import { createOrders, type Order } from '../demo-data/orders';

/** 200 order lines of the coffee shop. */
export const orders: Order[] = createOrders(200, 19);

// `description` and `examples` travel in the prompt context: they help the assistant map words to columns.
export const orderColumns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 115, description: 'Order reference number' },
  { field: 'customer', headerName: 'Customer', width: 160, description: 'Customer name' },
  { field: 'country', headerName: 'Country', width: 130, description: 'Country of delivery', examples: COUNTRIES.map((country) => country.name) },
  { field: 'category', headerName: 'Category', width: 120, description: 'Product category', examples: ['Coffee', 'Equipment', 'Supplies', 'Tableware'] },
  { field: 'product', headerName: 'Product', width: 180, description: 'Product ordered' },
  { field: 'status', headerName: 'Status', width: 110, description: 'Order status', examples: ['Pending', 'Paid', 'Shipped', 'Delivered', 'Refunded'] },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 90, description: 'Units ordered, quantity' },
  { field: 'total', headerName: 'Revenue', type: 'number', width: 120, description: 'Order revenue in dollars, amount' },
  { field: 'orderedOn', headerName: 'Ordered', type: 'date', width: 120, description: 'Order date' },
];
