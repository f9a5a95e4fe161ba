import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

export default function ModalDialogBasic() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Shipping policy</Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog>
          <ModalClose aria-label="Close" />
          <DialogTitle>Shipping policy</DialogTitle>
          <DialogContent>
            Orders placed before 14:00 on a working day leave our warehouse the same day. Delivery within the EU takes two
            to four working days; we send a tracking link by email.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </>
  );
}
