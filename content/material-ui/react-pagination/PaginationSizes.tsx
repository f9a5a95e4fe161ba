import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaginationSizes() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">Sidebar widget</Typography>
      <Pagination count={5} size="small" aria-label="Recent comments pages" />
      <Typography variant="body2">Main listing</Typography>
      <Pagination count={5} aria-label="Listing pages" />
      <Typography variant="body2">Touch kiosk</Typography>
      <Pagination count={5} size="large" color="primary" aria-label="Kiosk menu pages" />
    </Stack>
  );
}
