import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ModalCloseReason() {
  const [open, setOpen] = React.useState(false);
  const [lastReason, setLastReason] = React.useState('');
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button onClick={() => setOpen(true)}>Edit the meeting note</Button>
      <Typography level="body-sm" aria-live="polite">
        {lastReason && `Last closed by: ${lastReason}`}
      </Typography>
      <Modal
        open={open}
        onClose={(_event, reason) => {
          // A stray click on the backdrop should not throw away the reader's typing.
          if (reason === 'backdropClick') return;
          setLastReason(reason);
          setOpen(false);
        }}
      >
        <ModalDialog>
          <ModalClose aria-label="Close" />
          <DialogTitle>Meeting note</DialogTitle>
          <DialogContent>
            Clicking outside does nothing here; press Escape, the close button or Done.
          </DialogContent>
          <DialogActions>
            <Button
              onClick={() => {
                setLastReason('the Done button');
                setOpen(false);
              }}
            >
              Done
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
