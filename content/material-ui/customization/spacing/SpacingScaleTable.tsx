import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { createTheme } from '@mui/material/styles';

// The same calls, four ways to configure the scale.
const setups = [
  { label: 'spacing: 8 (default)', theme: createTheme() },
  { label: 'spacing: 4', theme: createTheme({ spacing: 4 }) },
  { label: "spacing: '0.5rem'", theme: createTheme({ spacing: '0.5rem' }) },
  { label: 'spacing: [0, 4, 8, 16, 32]', theme: createTheme({ spacing: [0, 4, 8, 16, 32] }) },
];

const calls = [1, 2, 4] as const;

export default function SpacingScaleTable() {
  return (
    <TableContainer tabIndex={0} role="region" aria-label="theme.spacing() results" sx={{ maxWidth: 620 }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Theme option</TableCell>
            {calls.map((factor) => (
              <TableCell key={factor}>
                <code>spacing({factor})</code>
              </TableCell>
            ))}
            <TableCell>
              <code>spacing(1, 2)</code>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {setups.map(({ label, theme }) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                <code>{label}</code>
              </TableCell>
              {calls.map((factor) => (
                <TableCell key={factor}>{theme.spacing(factor)}</TableCell>
              ))}
              <TableCell>{theme.spacing(1, 2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
