import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';

const cities = ['Oslo', 'Lima', 'Accra', 'Hanoi', 'Quito', 'Perth', 'Porto', 'Turin', 'Cusco', 'Dakar', 'Fez', 'Kyoto', 'Bergen'];
const stations = cities.map((city, index) => ({ city, temp: ((index * 7) % 23) + 4, rain: (index * 3) % 11 }));

export default function PaginatedTable() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const rows = rowsPerPage > 0 ? stations.slice(page * rowsPerPage, (page + 1) * rowsPerPage) : stations;
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Weather stations">
        <TableHead>
          <TableRow>
            <TableCell>Station</TableCell>
            <TableCell align="right">Temperature (°C)</TableCell>
            <TableCell align="right">Rain (mm)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.city}>
              <TableCell>{row.city}</TableCell>
              <TableCell align="right">{row.temp}</TableCell>
              <TableCell align="right">{row.rain}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              count={stations.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[5, 10, { value: -1, label: 'All' }]}
              onPageChange={(_event, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
              showFirstButton
              showLastButton
              getItemAriaLabel={(type) => `${type} page of stations`}
            />
          </TableRow>
        </TableFooter>
      </Table>
    </Paper>
  );
}
