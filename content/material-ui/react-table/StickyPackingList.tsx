import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { orders } from './orders';

const lines = orders.flatMap((order) =>
  order.lines.map((line) => ({ key: `${order.id}-${line.sku}`, orderId: order.id, ...line })),
);

export default function StickyPackingList() {
  return (
    <Paper sx={{ width: '100%', overflow: 'hidden' }}>
      {/* The container scrolls (maxHeight): tabIndex and a name let keyboard users reach and scroll it. */}
      <TableContainer sx={{ maxHeight: 300 }} tabIndex={0} role="region" aria-label="All order lines">
        <Table stickyHeader size="small" aria-label="All order lines, scrollable">
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Product</TableCell>
              <TableCell align="right">Qty</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.key} hover>
                <TableCell>{line.orderId}</TableCell>
                <TableCell>{line.product}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
