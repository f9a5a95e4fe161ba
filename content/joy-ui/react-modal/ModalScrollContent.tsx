import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';

export default function ModalScrollContent() {
  const [open, setOpen] = React.useState(false);
  const [agreed, setAgreed] = React.useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Review the terms</Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog sx={{ maxHeight: 'min(480px, 90vh)' }}>
          <DialogTitle>Terms of service</DialogTitle>
          <Divider />
          {/* Only the content scrolls; the title and the actions stay in view. */}
          <DialogContent tabIndex={0} sx={{ overflow: 'auto' }}>
            {Array.from({ length: 12 }, (_, index) => (
              <Typography key={index} level="body-sm" sx={{ mb: 1.5 }}>
                {index + 1}. Your data stays in the region you choose when you sign up. We keep backups for 30 days and
                delete them afterwards, unless the law requires us to keep them longer.
              </Typography>
            ))}
          </DialogContent>
          <Divider />
          <Checkbox label="I have read the terms" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          <DialogActions>
            <Button disabled={!agreed} onClick={() => setOpen(false)}>
              Accept
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </>
  );
}
