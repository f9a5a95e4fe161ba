import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Refresh from '@mui/icons-material/Refresh';

export default function CircularProgressInButton() {
  const [refreshing, setRefreshing] = React.useState(false);
  const [sending, setSending] = React.useState(false);

  const fakeRequest = (done: () => void) => window.setTimeout(done, 2000);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <IconButton
        variant="outlined"
        aria-label={refreshing ? 'Refreshing feed' : 'Refresh feed'}
        onClick={() => {
          setRefreshing(true);
          fakeRequest(() => setRefreshing(false));
        }}
      >
        {refreshing ? <CircularProgress size="sm" aria-hidden /> : <Refresh />}
      </IconButton>
      <Button
        startDecorator={sending ? <CircularProgress variant="solid" size="sm" aria-hidden /> : undefined}
        onClick={() => {
          setSending(true);
          fakeRequest(() => setSending(false));
        }}
      >
        {sending ? 'Sending…' : 'Send invoice'}
      </Button>
    </Stack>
  );
}
