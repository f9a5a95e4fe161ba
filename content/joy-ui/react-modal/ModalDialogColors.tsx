import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import CheckCircle from '@mui/icons-material/CheckCircle';

export default function ModalDialogColors() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button color="success" onClick={() => setOpen(true)}>
        Place order
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog color="success" variant="soft">
          <DialogTitle>
            <CheckCircle />
            Order confirmed
          </DialogTitle>
          <DialogContent>Order #40-1188 is confirmed. We will email you when it ships.</DialogContent>
          <DialogActions>
            <Button color="success" onClick={() => setOpen(false)}>
              Back to the shop
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </>
  );
}
