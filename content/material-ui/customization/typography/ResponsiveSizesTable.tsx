import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { createTheme, responsiveFontSizes } from '@mui/material/styles';

const theme = responsiveFontSizes(createTheme());
const variants = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const widths = ['sm', 'md', 'lg'] as const;

// responsiveFontSizes() adds a media query per breakpoint to each variant; read them back.
function sizeAt(variant: (typeof variants)[number], width: (typeof widths)[number]) {
  const style = theme.typography[variant] as Record<string, unknown>;
  const query = style[theme.breakpoints.up(width)] as { fontSize?: string } | undefined;
  return query?.fontSize ?? '—';
}

export default function ResponsiveSizesTable() {
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Heading sizes per breakpoint" sx={{ maxWidth: 560 }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Variant</TableCell>
            <TableCell>Below sm</TableCell>
            {widths.map((width) => (
              <TableCell key={width}>From {width}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {variants.map((variant) => (
            <TableRow key={variant}>
              <TableCell component="th" scope="row">
                {variant}
              </TableCell>
              <TableCell>{String(theme.typography[variant].fontSize)}</TableCell>
              {widths.map((width) => (
                <TableCell key={width}>{sizeAt(variant, width)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
