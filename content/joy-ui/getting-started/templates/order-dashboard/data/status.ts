import type { ColorPaletteProp } from '@mui/joy/styles';
import type { OrderStatus } from './orders';

export const statusLabels: Record<OrderStatus, string> = {
  'to-pack': 'To pack',
  shipped: 'Shipped',
  delivered: 'Delivered',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

export const statusColors: Record<OrderStatus, ColorPaletteProp> = {
  'to-pack': 'warning',
  shipped: 'primary',
  delivered: 'success',
  refunded: 'neutral',
  cancelled: 'danger',
};

/** The tabs above the orders: each shows the orders whose status is in its list. */
export const statusTabs: { value: string; label: string; statuses: OrderStatus[] }[] = [
  { value: 'all', label: 'All', statuses: ['to-pack', 'shipped', 'delivered', 'refunded', 'cancelled'] },
  { value: 'to-pack', label: 'To pack', statuses: ['to-pack'] },
  { value: 'shipped', label: 'Shipped', statuses: ['shipped'] },
  { value: 'delivered', label: 'Delivered', statuses: ['delivered'] },
  { value: 'closed', label: 'Refunded or cancelled', statuses: ['refunded', 'cancelled'] },
];
