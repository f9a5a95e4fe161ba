import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import * as React from 'react';

export default function SessionActions() {
  const [cookieNoticeOpen, setCookieNoticeOpen] = React.useState(true);
  const [minutesLeft, setMinutesLeft] = React.useState(5);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 560 }}>
      {cookieNoticeOpen && (
        <Alert severity="success" onClose={() => setCookieNoticeOpen(false)}>
          Your cookie preferences were saved.
        </Alert>
      )}
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => setMinutesLeft(30)}>
            Stay signed in
          </Button>
        }
      >
        For your security, you will be signed out in {minutesLeft} minutes.
      </Alert>
    </Stack>
  );
}
