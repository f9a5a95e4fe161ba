import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function MessageSentUndo() {
  const [open, setOpen] = React.useState(false);
  const [outbox, setOutbox] = React.useState(0);

  const send = () => {
    setOutbox((count) => count + 1);
    setOpen(true);
  };

  const undo = () => {
    setOutbox((count) => count - 1);
    setOpen(false);
  };

  const handleClose = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // Keep the message on screen when the reader clicks somewhere else on the page.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <div>
      <Button variant="contained" endIcon={<SendIcon />} onClick={send}>
        Send reply
      </Button>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Messages sent this session: {outbox}
      </Typography>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        message="Message sent to Priya Raman"
        action={
          <React.Fragment>
            <Button color="inherit" size="small" onClick={undo} sx={{ fontWeight: 700 }}>
              Undo
            </Button>
            <IconButton size="small" color="inherit" aria-label="Dismiss" onClick={() => setOpen(false)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </React.Fragment>
        }
      />
    </div>
  );
}
