import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function MailboxSyncSpinner() {
  const labelId = React.useId();

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <CircularProgress aria-labelledby={labelId} />
      <div>
        <Typography id={labelId} sx={{ fontWeight: 500 }}>
          Syncing your mailbox
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          New messages from work@northwind.example will appear shortly.
        </Typography>
      </div>
    </Stack>
  );
}
