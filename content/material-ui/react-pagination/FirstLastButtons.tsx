import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function FirstLastButtons() {
  return (
    <Stack spacing={2}>
      <Pagination count={42} defaultPage={17} showFirstButton showLastButton aria-label="Audit log pages" />
      <Pagination count={42} defaultPage={17} hidePrevButton hideNextButton aria-label="Audit log pages, numbers only" />
    </Stack>
  );
}
