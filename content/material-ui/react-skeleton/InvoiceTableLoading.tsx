import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import * as React from 'react';

const invoices = [
  { id: 'INV-0931', client: 'Harbour Café', amount: '€420.00' },
  { id: 'INV-0932', client: 'Greenleaf Studio', amount: '€1,180.00' },
  { id: 'INV-0933', client: 'Atlas Cycles', amount: '€96.50' },
];

export default function InvoiceTableLoading() {
  const [loading, setLoading] = React.useState(true);

  return (
    <div>
      <Button size="small" variant="outlined" onClick={() => setLoading((value) => !value)} sx={{ mb: 1 }}>
        {loading ? 'Show the invoices' : 'Load again'}
      </Button>
      <Table size="small" aria-busy={loading} sx={{ maxWidth: 480 }}>
        <caption>Unpaid invoices</caption>
        <TableHead>
          <TableRow>
            <TableCell>Invoice</TableCell>
            <TableCell>Client</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              {/* The header stays real; only the cells wait for data. */}
              <TableCell>{loading ? <Skeleton animation="wave" width={72} /> : invoice.id}</TableCell>
              <TableCell>{loading ? <Skeleton animation="wave" /> : invoice.client}</TableCell>
              <TableCell align="right">
                {loading ? <Skeleton animation="wave" width={64} sx={{ ml: 'auto' }} /> : invoice.amount}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
