import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import NotificationsActive from '@mui/icons-material/NotificationsActive';

export default function ModalDialogOrientation() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Turn on alerts
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        {/* Side by side from the sm breakpoint; stacked on phones. */}
        <ModalDialog orientation="horizontal" sx={{ flexDirection: { xs: 'column', sm: 'row' }, maxWidth: 520 }}>
          <ModalClose aria-label="Close" />
          <AspectRatio ratio="1" color="primary" sx={{ width: 96, flexShrink: 0, borderRadius: 'md' }}>
            <div>
              <NotificationsActive sx={{ fontSize: 48 }} />
            </div>
          </AspectRatio>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <DialogTitle>Get price alerts</DialogTitle>
            <DialogContent>We will tell you when a flight on your watch list drops by 10% or more.</DialogContent>
            <DialogActions orientation="horizontal" buttonFlex="none" sx={{ justifyContent: 'flex-start' }}>
              <Button onClick={() => setOpen(false)}>Allow alerts</Button>
              <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
                Maybe later
              </Button>
            </DialogActions>
          </Box>
        </ModalDialog>
      </Modal>
    </>
  );
}
