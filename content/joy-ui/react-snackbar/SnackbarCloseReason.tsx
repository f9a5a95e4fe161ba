import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Snackbar, { SnackbarCloseReason as Reason } from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Close from '@mui/icons-material/Close';

export default function SnackbarCloseReason() {
  const [open, setOpen] = React.useState(false);
  const [reasons, setReasons] = React.useState<string[]>([]);

  const handleClose = (reason: Reason | 'button') => {
    setReasons((list) => [...list.slice(-2), reason]);
    // Clicks elsewhere on the page are logged, but do not close the message.
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button onClick={() => setOpen(true)}>Turn on notifications</Button>
      <Typography level="body-sm">Last close reasons: {reasons.length ? reasons.join(', ') : 'none yet'}</Typography>
      <Snackbar
        role="status"
        open={open}
        autoHideDuration={5000}
        onClose={(_event, reason) => handleClose(reason)}
        endDecorator={
          <IconButton size="sm" variant="plain" color="neutral" aria-label="Dismiss" onClick={() => handleClose('button')}>
            <Close />
          </IconButton>
        }
      >
        Notifications are on for this project.
      </Snackbar>
    </Stack>
  );
}
