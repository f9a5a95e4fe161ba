import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const intents = [
  { key: 'primary', use: 'Main actions, focus, selection' },
  { key: 'secondary', use: 'Actions that stand apart' },
  { key: 'error', use: 'Failed payments, invalid fields' },
  { key: 'warning', use: 'Quota nearly used' },
  { key: 'info', use: 'Neutral notices' },
  { key: 'success', use: 'Completed orders' },
] as const;

const tones = ['light', 'main', 'dark'] as const;

// Swatches read the page's theme, so they change with the light/dark switch.
export default function PaletteTokenBoard() {
  return (
    <Table size="small" aria-label="Palette intents and their tones" sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow>
          <TableCell>Intent</TableCell>
          <TableCell>Typical use</TableCell>
          {tones.map((tone) => (
            <TableCell key={tone} align="center">
              {tone}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {intents.map(({ key, use }) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row">
              <code>{key}</code>
            </TableCell>
            <TableCell>{use}</TableCell>
            {tones.map((tone) => (
              <TableCell key={tone} align="center">
                <Box
                  role="img"
                  aria-label={`${key}.${tone}`}
                  sx={{
                    width: 36,
                    height: 24,
                    mx: 'auto',
                    borderRadius: 1,
                    bgcolor: `${key}.${tone}`,
                  }}
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
