import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

export default function ModalDialogWidth() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="soft" onClick={() => setOpen(true)}>
        Release notes
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        {/* Never narrower than 300px, never wider than the theme's `sm` breakpoint (600px). */}
        <ModalDialog minWidth={300} maxWidth="sm">
          <ModalClose aria-label="Close" />
          <DialogTitle>Release 7.2</DialogTitle>
          <DialogContent>
            Faster start-up on older phones, a new dark map style, offline search for saved places, and fixes for 23
            issues reported by the community since the last release.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </>
  );
}
