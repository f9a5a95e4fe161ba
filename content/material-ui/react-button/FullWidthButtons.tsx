import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function FullWidthButtons() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }}>
      <Button variant="contained" fullWidth disableElevation>
        Continue with email
      </Button>
      <Button variant="outlined" fullWidth>
        Use a passkey instead
      </Button>
    </Stack>
  );
}
