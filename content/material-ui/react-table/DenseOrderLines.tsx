import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { currency, orders } from './orders';

// One row per product line across the first few orders: a packing sheet.
const lines = orders.slice(0, 6).flatMap((order) => order.lines.map((line) => ({ ...line, orderId: order.id })));

export default function DenseOrderLines() {
  return (
    <TableContainer component={Paper} tabIndex={0} role="region" aria-label="Packing sheet">
      <Table size="small" aria-label="Packing sheet">
        <TableHead>
          <TableRow>
            <TableCell>SKU</TableCell>
            <TableCell>Product</TableCell>
            <TableCell>Order</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Line total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={`${line.orderId}-${line.sku}`}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                {line.sku}
              </TableCell>
              <TableCell>{line.product}</TableCell>
              <TableCell>{line.orderId}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{currency.format(line.quantity * line.unitPrice)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
