import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { tableCellClasses } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { currency, orders, type OrderStatus } from './orders';

const HeaderCell = styled(TableCell)(({ theme }) => ({
  [`&.${tableCellClasses.head}`]: {
    backgroundColor: theme.palette.grey[900],
    color: theme.palette.common.white,
    fontWeight: 600,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    fontSize: theme.typography.pxToRem(12),
  },
}));

const ZebraRow = styled(TableRow)(({ theme }) => ({
  '&:nth-of-type(even)': { backgroundColor: theme.palette.action.hover },
  '&:last-child td, &:last-child th': { borderBottom: 0 },
}));

// The colour goes on a dot; the status name stays in the body text colour, which keeps its contrast.
const statusColor: Record<OrderStatus, string> = {
  Processing: 'warning.main',
  Shipped: 'info.main',
  Delivered: 'success.main',
  Refunded: 'grey.500',
};

const StatusCell = styled(TableCell)({ fontWeight: 500, whiteSpace: 'nowrap' });

export default function StatusBoardTable() {
  return (
    <TableContainer component={Paper} tabIndex={0} role="region" aria-label="Order status board">
      <Table size="small" aria-label="Order status board">
        <TableHead>
          <TableRow>
            <HeaderCell>Order</HeaderCell>
            <HeaderCell>Customer</HeaderCell>
            <HeaderCell>Status</HeaderCell>
            <HeaderCell align="right">Total</HeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.slice(4, 10).map((order) => (
            <ZebraRow key={order.id}>
              <TableCell component="th" scope="row">
                {order.id}
              </TableCell>
              <TableCell>{order.customer}</TableCell>
              <StatusCell>
                <Box
                  component="span"
                  sx={{ display: 'inline-block', width: 8, height: 8, mr: 1, borderRadius: '50%', bgcolor: statusColor[order.status] }}
                />
                {order.status}
              </StatusCell>
              <TableCell align="right">{currency.format(order.total)}</TableCell>
            </ZebraRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
