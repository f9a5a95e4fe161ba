import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import StatusChip from './StatusChip';
import { orderTotal, type Order } from '../data/orders';
import { formatDayTime, formatMoney } from '../utils/format';

export interface OrderDetailsProps {
  order: Order | null;
  onClose: () => void;
  onMarkShipped: (order: Order) => void;
}

/** One order in a drawer from the right: customer, lines, totals, the customer's note and the next step. */
export default function OrderDetails({ order, onClose, onMarkShipped }: OrderDetailsProps) {
  return (
    <Drawer
      anchor="right"
      size="md"
      open={order !== null}
      onClose={onClose}
      slotProps={{
        content: {
          // Joy keeps a closed drawer in the page: with no order, there is no title or content for it to name.
          ...(order === null && { 'aria-labelledby': undefined, 'aria-describedby': undefined }),
          sx: { bgcolor: 'transparent', p: { xs: 0, sm: 1.5 }, boxShadow: 'none' },
        },
      }}
    >
      {order && (
        <Sheet sx={{ borderRadius: { sm: 'md' }, p: 2.5, display: 'flex', flexDirection: 'column', gap: 2, height: '100%', overflow: 'auto' }}>
          <DialogTitle level="h3" component="h2">
            Order {order.id}
          </DialogTitle>
          <ModalClose aria-label="Close order details" />
          <DialogContent sx={{ gap: 2.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <StatusChip status={order.status} />
              <Typography level="body-sm">
                Placed {formatDayTime(order.placedAt)} via {order.channel.toLowerCase()}
              </Typography>
            </Box>
            <div>
              <Typography level="title-sm" component="h3">
                Customer
              </Typography>
              <Typography level="body-sm">{order.customer.name}</Typography>
              <Typography level="body-sm">{order.customer.email}</Typography>
              <Typography level="body-sm">{order.customer.city}</Typography>
            </div>
            {order.note && (
              <Sheet variant="soft" color="warning" sx={{ p: 1.5, borderRadius: 'sm', display: 'flex', gap: 1 }}>
                <StickyNote2Outlined />
                <Typography level="body-sm" textColor="inherit">
                  {order.note}
                </Typography>
              </Sheet>
            )}
            <Table size="sm" aria-label={`Items in order ${order.id}`} sx={{ '& th:last-child, & td:last-child': { textAlign: 'right' } }}>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" style={{ width: 48 }}>
                    Qty
                  </th>
                  <th scope="col" style={{ width: 96 }}>
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line) => (
                  <tr key={`${line.product}-${line.glaze}`}>
                    <td>
                      {line.product}, {line.glaze}
                    </td>
                    <td>{line.quantity}</td>
                    <td>{formatMoney(line.quantity * line.unitPrice)}</td>
                  </tr>
                ))}
                <tr>
                  <td colSpan={2}>Shipping</td>
                  <td>{order.shipping === 0 ? 'Free' : formatMoney(order.shipping)}</td>
                </tr>
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    Total
                  </th>
                  <td>
                    <strong>{formatMoney(orderTotal(order))}</strong>
                  </td>
                </tr>
              </tfoot>
            </Table>
          </DialogContent>
          <Divider />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="outlined" color="neutral" onClick={onClose}>
              Close
            </Button>
            {order.status === 'to-pack' && (
              <Button startDecorator={<LocalShippingOutlined />} onClick={() => onMarkShipped(order)}>
                Mark as shipped
              </Button>
            )}
          </Stack>
        </Sheet>
      )}
    </Drawer>
  );
}
