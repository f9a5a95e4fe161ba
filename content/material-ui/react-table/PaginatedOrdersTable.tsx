import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import * as React from 'react';
import { currency, orders } from './orders';

export default function PaginatedOrdersTable() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const visible = rowsPerPage > 0 ? orders.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage) : orders;
  // Keep the table the same height on the last, shorter page.
  const fillerRows = rowsPerPage > 0 ? rowsPerPage - visible.length : 0;

  return (
    <TableContainer component={Paper} tabIndex={0} role="region" aria-label="Order history">
      <Table aria-label="Order history, paginated">
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.map((order) => (
            <TableRow key={order.id}>
              <TableCell component="th" scope="row">
                {order.id}
              </TableCell>
              <TableCell>{order.customer}</TableCell>
              <TableCell align="right">{currency.format(order.total)}</TableCell>
            </TableRow>
          ))}
          {fillerRows > 0 && (
            <TableRow sx={{ height: 53 * fillerRows }} aria-hidden>
              <TableCell colSpan={3} />
            </TableRow>
          )}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              count={orders.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[5, 10, { label: 'All', value: -1 }]}
              onPageChange={(_, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
              showFirstButton
              showLastButton
              labelRowsPerPage="Orders per page"
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
