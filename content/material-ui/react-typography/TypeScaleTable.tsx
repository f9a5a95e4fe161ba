import { useTheme, type TypographyVariant } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

// Each variant, with the element Typography renders for it when no `component` is given.
const scale: [TypographyVariant, string][] = [
  ['h1', '<h1>'],
  ['h2', '<h2>'],
  ['h3', '<h3>'],
  ['h4', '<h4>'],
  ['h5', '<h5>'],
  ['h6', '<h6>'],
  ['subtitle1', '<h6>'],
  ['subtitle2', '<h6>'],
  ['body1', '<p>'],
  ['body2', '<p>'],
  ['button', '<span>'],
  ['caption', '<span>'],
  ['overline', '<span>'],
];

export default function TypeScaleTable() {
  const theme = useTheme();
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Type scale">
      <Table size="small" aria-label="Type scale of the current theme">
        <TableHead>
          <TableRow>
            <TableCell>Variant</TableCell>
            <TableCell>Default element</TableCell>
            <TableCell>Size / weight</TableCell>
            <TableCell>Sample</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {scale.map(([variant, element]) => {
            const style = theme.typography[variant];
            return (
              <TableRow key={variant}>
                <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                  {variant}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{element}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {String(style.fontSize)} / {String(style.fontWeight)}
                </TableCell>
                <TableCell sx={{ maxWidth: 320 }}>
                  {/* component="div": a specimen of the look, not a heading in the page outline. */}
                  <Typography variant={variant} component="div" noWrap>
                    Quarterly report
                  </Typography>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
