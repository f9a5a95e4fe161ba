import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CircularProgressSizes() {
  return (
    <Stack spacing={3}>
      <Typography level="body-sm" startDecorator={<CircularProgress size="sm" aria-label="Checking" />}>
        Checking the address…
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size="md" aria-label="Loading comments" />
        <Typography level="body-sm">Loading comments</Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size="lg" aria-label="Preparing your download" />
        <Button variant="plain" color="neutral">
          Cancel download
        </Button>
      </Stack>
    </Stack>
  );
}
