import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { invoiceLines, vatRate } from './invoice';

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const subtotal = invoiceLines.reduce((sum, line) => sum + line.hours * line.rate, 0);
const vat = subtotal * vatRate;

export default function InvoiceTable() {
  return (
    <TableContainer component={Paper} tabIndex={0} role="region" aria-label="Invoice INV-2025-031">
      <Table sx={{ minWidth: 600 }} aria-label="Invoice INV-2025-031">
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell align="right">Hours</TableCell>
            <TableCell align="right">Rate</TableCell>
            <TableCell align="right">Sum</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoiceLines.map((line) => (
            <TableRow key={line.description}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{line.hours}</TableCell>
              <TableCell align="right">{euro.format(line.rate)}</TableCell>
              <TableCell align="right">{euro.format(line.hours * line.rate)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            {/* One empty cell spans the three summary rows under the descriptions. */}
            <TableCell rowSpan={3} />
            <TableCell colSpan={2}>Subtotal</TableCell>
            <TableCell align="right">{euro.format(subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2}>VAT ({Math.round(vatRate * 100)} %)</TableCell>
            <TableCell align="right">{euro.format(vat)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 'bold' }}>
              Amount due
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 'bold' }}>
              {euro.format(subtotal + vat)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
