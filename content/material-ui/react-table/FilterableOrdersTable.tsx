import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import * as React from 'react';
import { currency, orders } from './orders';

export default function FilterableOrdersTable() {
  const [query, setQuery] = React.useState('');
  const needle = query.trim().toLowerCase();
  const rows = orders.filter(
    (order) => order.customer.toLowerCase().includes(needle) || order.id.toLowerCase().includes(needle),
  );

  return (
    <Paper sx={{ p: 2 }}>
      <TextField
        label="Find an order or customer"
        size="small"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ mb: 2, width: 280 }}
      />
      <TableContainer tabIndex={0} role="region" aria-label="Search results">
        <Table size="small" aria-label="Orders matching the search">
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, 6).map((order) => (
              <TableRow key={order.id}>
                <TableCell component="th" scope="row">
                  {order.id}
                </TableCell>
                <TableCell>{order.customer}</TableCell>
                <TableCell align="right">{currency.format(order.total)}</TableCell>
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={3} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  No orders match “{query}”.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
