import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { createTheme, getContrastRatio } from '@mui/material/styles';

const colours = [
  { name: 'Tangerine', hex: '#ed6c02' },
  { name: 'Ocean', hex: '#0288d1' },
  { name: 'Pine', hex: '#2e7d32' },
  { name: 'Mustard', hex: '#c79100' },
];

const thresholds = [3, 4.5];
// One palette per threshold: getContrastText() picks white when white reaches the threshold.
const palettes = thresholds.map((threshold) => createTheme({ palette: { contrastThreshold: threshold } }).palette);

function pick(hex: string, index: number) {
  const text = palettes[index].getContrastText(hex);
  const name = text === '#fff' ? 'white' : 'dark';
  return `${name} · ${getContrastRatio(hex, text).toFixed(2)}:1`;
}

export default function ContrastThresholdCheck() {
  return (
    // Focusable, so keyboard users can scroll the table on narrow screens.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Text colour chosen for each background"
      sx={{ maxWidth: 520 }}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Background</TableCell>
            {thresholds.map((threshold) => (
              <TableCell key={threshold}>Threshold {threshold}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {colours.map(({ name, hex }) => (
            <TableRow key={hex}>
              <TableCell component="th" scope="row">
                <Box
                  aria-hidden
                  component="span"
                  sx={{
                    display: 'inline-block',
                    width: 16,
                    height: 16,
                    mr: 1,
                    verticalAlign: 'middle',
                    borderRadius: 0.5,
                    bgcolor: hex,
                  }}
                />
                {name} <code>{hex}</code>
              </TableCell>
              {thresholds.map((threshold, index) => (
                <TableCell key={threshold}>{pick(hex, index)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
