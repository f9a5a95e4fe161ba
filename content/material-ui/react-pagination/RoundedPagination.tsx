import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function RoundedPagination() {
  return (
    <Stack spacing={2}>
      <Pagination count={8} shape="rounded" aria-label="Photo album pages" />
      <Pagination count={8} shape="rounded" variant="outlined" color="primary" aria-label="Photo album pages, outlined" />
    </Stack>
  );
}
