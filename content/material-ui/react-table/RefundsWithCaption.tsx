import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { currency, orders } from './orders';

const refunds = orders.filter((order) => order.status === 'Refunded');
const refundedTotal = refunds.reduce((sum, order) => sum + order.total, 0);

export default function RefundsWithCaption() {
  return (
    <TableContainer tabIndex={0} role="region" aria-label="March refunds" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table>
        <caption>
          {refunds.length} refunds in March, {currency.format(refundedTotal)} in total. Refunds are paid back to the
          original card within five working days.
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Placed on</TableCell>
            <TableCell align="right">Refunded</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {refunds.map((order) => (
            <TableRow key={order.id}>
              <TableCell component="th" scope="row">
                {order.id}
              </TableCell>
              <TableCell>{order.customer}</TableCell>
              <TableCell>{order.placedOn}</TableCell>
              <TableCell align="right">{currency.format(order.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
