import * as React from 'react';
import TablePagination from '@mui/material/TablePagination';

export default function TablePaginationDemo() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(25);
  return (
    <TablePagination
      component="div"
      count={1348}
      page={page}
      onPageChange={(_event, next) => setPage(next)}
      rowsPerPage={rowsPerPage}
      onRowsPerPageChange={(event) => {
        setRowsPerPage(Number(event.target.value));
        setPage(0);
      }}
      labelRowsPerPage="Shipments per page:"
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} of ${count} shipments`}
    />
  );
}
