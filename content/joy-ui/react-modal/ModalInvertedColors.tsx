import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Rocket from '@mui/icons-material/RocketLaunch';

export default function ModalInvertedColors() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>See the Pro plan</Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog variant="solid" color="primary" invertedColors>
          <ModalClose aria-label="Close" />
          <DialogTitle>
            <Rocket />
            Upgrade to Pro
          </DialogTitle>
          <DialogContent>Unlimited projects, version history for a year and priority support, for €12 a month.</DialogContent>
          <DialogActions>
            <Button variant="solid" onClick={() => setOpen(false)}>
              Start 14-day trial
            </Button>
            <Button variant="plain" onClick={() => setOpen(false)}>
              Not now
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </>
  );
}
