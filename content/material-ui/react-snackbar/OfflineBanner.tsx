import Button from '@mui/material/Button';
import SnackbarContent from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';

const retry = (
  <Button color="inherit" size="small" sx={{ fontWeight: 700 }}>
    Retry now
  </Button>
);

export default function OfflineBanner() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <SnackbarContent message="You are offline. Changes are kept on this device." action={retry} />
      <SnackbarContent
        role="status"
        message="We couldn't reach the sync server for 12 minutes. Your last 3 edits to “Team budget 2026” are saved locally and will upload when the connection returns."
        action={retry}
      />
      <SnackbarContent
        message="Sync paused while on mobile data."
        action={retry}
        sx={{ bgcolor: '#fff4e5', color: '#663c00' }}
      />
    </Stack>
  );
}
