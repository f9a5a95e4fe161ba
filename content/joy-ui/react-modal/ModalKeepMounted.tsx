import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Slider from '@mui/joy/Slider';

export default function ModalKeepMounted() {
  const [open, setOpen] = React.useState(false);
  const [volume, setVolume] = React.useState(40);
  return (
    <>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Sound settings (volume {volume}%)
      </Button>
      {/* keepMounted keeps the dialog's DOM, and its components' state, while it is closed. */}
      <Modal keepMounted open={open} onClose={() => setOpen(false)}>
        <ModalDialog>
          <ModalClose aria-label="Close" />
          <DialogTitle>Sound</DialogTitle>
          <DialogContent>
            <Slider
              value={volume}
              onChange={(_, value) => setVolume(value as number)}
              valueLabelDisplay="auto"
              slotProps={{ input: { 'aria-label': 'Volume' } }}
              sx={{ mt: 4, minWidth: 240 }}
            />
          </DialogContent>
        </ModalDialog>
      </Modal>
    </>
  );
}
