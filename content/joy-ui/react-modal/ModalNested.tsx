import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

export default function ModalNested() {
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  return (
    <>
      <Button variant="outlined" color="neutral" onClick={() => setSettingsOpen(true)}>
        Integration settings
      </Button>
      <Modal open={settingsOpen} onClose={() => setSettingsOpen(false)}>
        <ModalDialog>
          <DialogTitle>Slack integration</DialogTitle>
          <DialogContent>Posts new orders to #sales. Connected by Ada on 2 March.</DialogContent>
          <DialogActions>
            <Button variant="soft" color="danger" onClick={() => setConfirmOpen(true)}>
              Disconnect
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setSettingsOpen(false)}>
              Close
            </Button>
          </DialogActions>
          {/* The second modal stacks above the first; Escape closes only the top one. */}
          <Modal open={confirmOpen} onClose={() => setConfirmOpen(false)}>
            <ModalDialog role="alertdialog" size="sm">
              <DialogTitle>Disconnect Slack?</DialogTitle>
              <DialogContent>New orders will no longer be posted to #sales.</DialogContent>
              <DialogActions>
                <Button
                  color="danger"
                  onClick={() => {
                    setConfirmOpen(false);
                    setSettingsOpen(false);
                  }}
                >
                  Disconnect
                </Button>
                <Button variant="plain" color="neutral" onClick={() => setConfirmOpen(false)}>
                  Cancel
                </Button>
              </DialogActions>
            </ModalDialog>
          </Modal>
        </ModalDialog>
      </Modal>
    </>
  );
}
