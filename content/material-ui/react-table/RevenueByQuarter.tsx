import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { monthNames, regionRevenue } from './revenue';

const quarters = [
  { label: 'Q1', months: [0, 1, 2] },
  { label: 'Q2', months: [3, 4, 5] },
];

export default function RevenueByQuarter() {
  return (
    <TableContainer component={Paper} tabIndex={0} role="region" aria-label="Revenue by region">
      <Table size="small" aria-label="Revenue by region, in thousands of dollars">
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2}>Region</TableCell>
            {quarters.map((quarter) => (
              <TableCell
                key={quarter.label}
                colSpan={3}
                align="center"
                scope="colgroup"
                sx={{ borderLeft: 1, borderColor: 'divider' }}
              >
                {quarter.label}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            {monthNames.map((month, index) => (
              <TableCell
                key={month}
                align="right"
                sx={index % 3 === 0 ? { borderLeft: 1, borderColor: 'divider' } : undefined}
              >
                {month}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {regionRevenue.map((row) => (
            <TableRow key={row.region}>
              <TableCell component="th" scope="row">
                {row.region}
              </TableCell>
              {row.months.map((value, index) => (
                <TableCell
                  key={monthNames[index]}
                  align="right"
                  sx={index % 3 === 0 ? { borderLeft: 1, borderColor: 'divider' } : undefined}
                >
                  {value.toFixed(1)}k
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
