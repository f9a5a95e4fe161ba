import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import RowMenu from './RowMenu';
import StatusChip from './StatusChip';
import { itemCount, orderTotal, type Order } from '../data/orders';
import { formatDayTime, formatMoney } from '../utils/format';

export interface OrderCardsProps {
  orders: Order[];
  onOpen: (order: Order) => void;
  onMarkShipped: (order: Order) => void;
}

/**
 * The orders as a list of compact rows below the `md` breakpoint, where eight table columns would
 * not fit: number and status on top, customer and totals below, actions at the end.
 */
export default function OrderCards({ orders, onOpen, onMarkShipped }: OrderCardsProps) {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', display: { xs: 'block', md: 'none' } }}>
      <List aria-label="Orders, newest first" sx={{ '--ListItem-paddingY': '12px' }}>
        {orders.map((order, index) => (
          <Box component="li" key={order.id} sx={{ listStyle: 'none' }}>
            {index > 0 && <ListDivider component="div" inset="gutter" />}
            <ListItem
              component="div"
              endAction={<RowMenu order={order} onOpen={onOpen} onMarkShipped={onMarkShipped} />}
              sx={{ alignItems: 'flex-start' }}
            >
              <ListItemContent sx={{ pr: 4 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
                  <Link component="button" level="title-sm" onClick={() => onOpen(order)}>
                    {order.id}
                  </Link>
                  <StatusChip status={order.status} />
                </Box>
                <Typography level="body-sm" textColor="text.primary">
                  {order.customer.name}, {order.customer.city}
                </Typography>
                <Typography level="body-xs">
                  {formatDayTime(order.placedAt)} · {order.channel} · {itemCount(order)}{' '}
                  {itemCount(order) === 1 ? 'item' : 'items'} · {formatMoney(orderTotal(order))}
                </Typography>
              </ListItemContent>
            </ListItem>
          </Box>
        ))}
      </List>
    </Sheet>
  );
}
