import * as React from 'react';
import Button from '@mui/joy/Button';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function ModalBasic() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  return (
    <>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        What&apos;s new in 2.4
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Sheet
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          variant="outlined"
          sx={{ maxWidth: 420, borderRadius: 'md', p: 3, boxShadow: 'lg', position: 'relative' }}
        >
          <ModalClose aria-label="Close" />
          <Typography id={titleId} level="h4" component="h2" sx={{ mb: 1 }}>
            What&apos;s new in 2.4
          </Typography>
          <Typography>
            Shared folders now sync in the background, search covers file contents, and you can pin up to ten projects to
            the sidebar.
          </Typography>
        </Sheet>
      </Modal>
    </>
  );
}
