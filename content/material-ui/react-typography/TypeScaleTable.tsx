import { useTheme, type TypographyVariant } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

const variants: TypographyVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

export default function TypeScaleTable() {
  const theme = useTheme();
  return (
    <Table size="small" aria-label="Type scale of the default theme">
      <TableHead>
        <TableRow>
          <TableCell>Variant</TableCell>
          <TableCell>Size / weight</TableCell>
          <TableCell>Sample</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {variants.map((variant) => {
          const style = theme.typography[variant];
          return (
            <TableRow key={variant}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                {variant}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {String(style.fontSize)} / {String(style.fontWeight)}
              </TableCell>
              <TableCell sx={{ maxWidth: 320 }}>
                <Typography variant={variant} component="span" noWrap sx={{ display: 'block' }}>
                  Quarterly report
                </Typography>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
