import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Textarea from '@mui/joy/Textarea';

export default function ModalFullscreen() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Write in focus mode
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog layout="fullscreen">
          <ModalClose aria-label="Leave focus mode" />
          <DialogTitle>Chapter 3: The harbour</DialogTitle>
          <DialogContent>
            <Textarea
              minRows={12}
              variant="plain"
              placeholder="Start writing…"
              slotProps={{ textarea: { 'aria-label': 'Chapter text' } }}
              sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}
            />
          </DialogContent>
        </ModalDialog>
      </Modal>
    </>
  );
}
