import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Close from '@mui/icons-material/Close';
import Campaign from '@mui/icons-material/Campaign';

export default function AlertDismissible() {
  const [visible, setVisible] = React.useState(true);
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 520, alignItems: 'flex-start' }}>
      {visible ? (
        <Alert
          role="status"
          color="primary"
          startDecorator={<Campaign />}
          endDecorator={
            <IconButton size="sm" variant="plain" color="primary" aria-label="Dismiss announcement" onClick={() => setVisible(false)}>
              <Close />
            </IconButton>
          }
          sx={{ width: '100%' }}
        >
          Team calendars are here: share your availability with one link.
        </Alert>
      ) : (
        <Button size="sm" variant="plain" onClick={() => setVisible(true)}>
          Show the announcement again
        </Button>
      )}
    </Stack>
  );
}
