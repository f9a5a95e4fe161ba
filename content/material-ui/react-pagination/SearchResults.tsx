import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SearchResults() {
  return (
    <Stack spacing={2}>
      <Typography variant="body2">Search results for “walking boots”: 184 products, 20 per page.</Typography>
      <Pagination count={10} aria-label="Search results pages" />
      <Pagination count={10} color="primary" aria-label="Search results pages, primary colour" />
      <Pagination count={10} color="secondary" aria-label="Search results pages, secondary colour" />
      <Pagination count={10} disabled aria-label="Search results pages, while loading" />
    </Stack>
  );
}
