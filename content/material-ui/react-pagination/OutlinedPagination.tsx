import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function OutlinedPagination() {
  return (
    <Stack spacing={2}>
      <Pagination count={6} variant="outlined" aria-label="Invoice pages" />
      <Pagination count={6} variant="outlined" color="primary" aria-label="Invoice pages, primary" />
      <Pagination count={6} variant="outlined" color="secondary" aria-label="Invoice pages, secondary" />
      <Pagination count={6} variant="outlined" disabled aria-label="Invoice pages, disabled" />
    </Stack>
  );
}
