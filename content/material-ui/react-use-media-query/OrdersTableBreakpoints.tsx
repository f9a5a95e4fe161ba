import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const orders = [
  { id: '10482', customer: 'Mara Jensen', date: '3 Jun 2025', items: 3, total: '€54.90' },
  { id: '10483', customer: 'Tobias Kühn', date: '3 Jun 2025', items: 1, total: '€19.00' },
  { id: '10484', customer: 'Aiko Mori', date: '4 Jun 2025', items: 5, total: '€112.40' },
];

export default function OrdersTableBreakpoints() {
  const theme = useTheme();
  // The date column from 600 px, the item count from 900 px.
  const showDate = useMediaQuery(theme.breakpoints.up('sm'));
  const showItems = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <Table size="small" aria-label="Recent orders">
      <TableHead>
        <TableRow>
          <TableCell>Order</TableCell>
          <TableCell>Customer</TableCell>
          {showDate && <TableCell>Date</TableCell>}
          {showItems && <TableCell align="right">Items</TableCell>}
          <TableCell align="right">Total</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell>{order.id}</TableCell>
            <TableCell>{order.customer}</TableCell>
            {showDate && <TableCell>{order.date}</TableCell>}
            {showItems && <TableCell align="right">{order.items}</TableCell>}
            <TableCell align="right">{order.total}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
