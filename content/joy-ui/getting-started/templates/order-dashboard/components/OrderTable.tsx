import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import RowMenu from './RowMenu';
import StatusChip from './StatusChip';
import { itemCount, orderTotal, type Order } from '../data/orders';
import { visuallyHidden } from '../utils/visuallyHidden';
import { formatDayTime, formatMoney, initials } from '../utils/format';

export interface OrderTableProps {
  orders: Order[];
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  onOpen: (order: Order) => void;
  onMarkShipped: (order: Order) => void;
}

/**
 * The orders as a Joy `Table`, from the `md` breakpoint up: a checkbox per row for bulk actions,
 * the order number as a button that opens its details, and a menu of row actions.
 */
export default function OrderTable({ orders, selected, onSelectedChange, onOpen, onMarkShipped }: OrderTableProps) {
  const ids = orders.map((order) => order.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.includes(id));
  const someSelected = !allSelected && ids.some((id) => selected.includes(id));

  const toggle = (id: string) =>
    onSelectedChange(selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id]);

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', overflow: 'auto', display: { xs: 'none', md: 'block' } }}>
      <Table
        aria-label="Orders, newest first"
        hoverRow
        stickyHeader
        sx={(theme) => ({
          '--TableCell-paddingX': '12px',
          '--TableCell-headBackground': theme.vars.palette.background.level1,
          '& thead th:nth-of-type(1)': { width: 44 },
          '& thead th:nth-of-type(2)': { width: 108 },
          '& thead th:nth-of-type(3)': { width: 128 },
          '& thead th:nth-of-type(8)': { width: 56 },
          '& td': { verticalAlign: 'middle' },
          '& td:nth-of-type(6), & th:nth-of-type(6)': { textAlign: 'right' },
        })}
      >
        <thead>
          <tr>
            <th scope="col">
              <Checkbox
                size="sm"
                checked={allSelected}
                indeterminate={someSelected}
                onChange={(event) => onSelectedChange(event.target.checked ? ids : [])}
                slotProps={{ input: { 'aria-label': 'Select all orders on this page' } }}
              />
            </th>
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Customer</th>
            <th scope="col">Channel</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                <Checkbox
                  size="sm"
                  checked={selected.includes(order.id)}
                  onChange={() => toggle(order.id)}
                  slotProps={{ input: { 'aria-label': `Select order ${order.id}` } }}
                />
              </td>
              <td>
                <Link component="button" level="title-sm" onClick={() => onOpen(order)}>
                  {order.id}
                </Link>
              </td>
              <td>
                <Typography level="body-sm">{formatDayTime(order.placedAt)}</Typography>
              </td>
              <td>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
                  <Avatar size="sm" variant="soft">
                    {initials(order.customer.name)}
                  </Avatar>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography level="title-sm" noWrap>
                      {order.customer.name}
                    </Typography>
                    <Typography level="body-xs" noWrap>
                      {order.customer.city}
                    </Typography>
                  </Box>
                </Box>
              </td>
              <td>
                <Typography level="body-sm">{order.channel}</Typography>
              </td>
              <td>
                <Typography level="body-sm" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(orderTotal(order))}
                </Typography>
                <Typography level="body-xs">
                  {itemCount(order)} {itemCount(order) === 1 ? 'item' : 'items'}
                </Typography>
              </td>
              <td>
                <StatusChip status={order.status} />
              </td>
              <td>
                <RowMenu order={order} onOpen={onOpen} onMarkShipped={onMarkShipped} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
