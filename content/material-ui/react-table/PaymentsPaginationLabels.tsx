import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import * as React from 'react';
import { currency, orders } from './orders';

const ariaLabels = {
  first: 'First page of payments',
  previous: 'Previous page of payments',
  next: 'Next page of payments',
  last: 'Last page of payments',
} as const;

export default function PaymentsPaginationLabels() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);
  const rows = orders.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <Paper>
      <TableContainer tabIndex={0} role="region" aria-label="Payments received">
        <Table size="small" aria-label="Payments received">
          <TableHead>
            <TableRow>
              <TableCell>Payer</TableCell>
              <TableCell>Date</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((order) => (
              <TableRow key={order.id}>
                <TableCell>{order.customer}</TableCell>
                <TableCell>{order.placedOn}</TableCell>
                <TableCell align="right">{currency.format(order.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={orders.length}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[4, 8, 12]}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage="Payments shown"
        labelDisplayedRows={({ from, to, count }) => `Payments ${from}–${to} of ${count}`}
        getItemAriaLabel={(type) => ariaLabels[type]}
        showFirstButton
        showLastButton
        slotProps={{
          toolbar: { sx: { flexWrap: 'wrap' } },
          select: { sx: { fontWeight: 600 } },
          actions: { nextButton: { color: 'primary' }, previousButton: { color: 'primary' } },
        }}
      />
    </Paper>
  );
}
