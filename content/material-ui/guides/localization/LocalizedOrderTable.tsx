import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { deDE, enUS, frFR, jaJP, type Localization } from '@mui/material/locale';
import { type Theme, ThemeProvider, useTheme } from '@mui/material/styles';
import * as React from 'react';

const locales: Record<string, { label: string; locale: Localization }> = {
  enUS: { label: 'English', locale: enUS },
  frFR: { label: 'Français', locale: frFR },
  deDE: { label: 'Deutsch', locale: deDE },
  jaJP: { label: '日本語', locale: jaJP },
};

const orders = Array.from({ length: 23 }, (_, index) => ({
  id: `SO-${4100 + index}`,
  customer: ['Ana Lima', 'Jonas Berg', 'Chloé Martin', 'Kenji Sato'][index % 4],
  total: 35 + ((index * 17) % 90),
}));

export default function LocalizedOrderTable() {
  const [language, setLanguage] = React.useState('frFR');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  // The app's theme around this table (Material UI's default theme when there is no provider).
  const appTheme = useTheme();
  // A theme function gives the table the app's theme plus the chosen locale's default props.
  const withLocale = React.useCallback(
    (): Theme => ({
      ...appTheme,
      components: { ...appTheme.components, ...locales[language].locale.components },
    }),
    [appTheme, language],
  );

  const visible = orders.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  return (
    <Paper variant="outlined" sx={{ width: '100%', p: 2 }}>
      <TextField
        select
        size="small"
        label="Language"
        value={language}
        onChange={(event) => setLanguage(event.target.value)}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 180, mb: 1 }}
      >
        {Object.entries(locales).map(([code, { label }]) => (
          <option key={code} value={code} lang={code.slice(0, 2)}>
            {label}
          </option>
        ))}
      </TextField>
      <ThemeProvider theme={withLocale}>
        <Table size="small" aria-label="Recent orders">
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell align="right">Total (€)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((order) => (
              <TableRow key={order.id}>
                <TableCell>{order.id}</TableCell>
                <TableCell>{order.customer}</TableCell>
                <TableCell align="right">{order.total.toFixed(2)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          lang={language.slice(0, 2)}
          count={orders.length}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[5, 10]}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      </ThemeProvider>
    </Paper>
  );
}
