import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import TimerOutlined from '@mui/icons-material/TimerOutlined';

export default function SessionExpiryDialog() {
  const [idle, setIdle] = React.useState(false);
  const [signedOut, setSignedOut] = React.useState(false);
  const resume = () => setIdle(false);
  const signOut = () => {
    setIdle(false);
    setSignedOut(true);
  };

  return (
    <>
      <Button variant="outlined" color="neutral" onClick={() => setIdle(true)}>
        {signedOut ? 'Signed out · simulate again' : 'Simulate an idle session'}
      </Button>
      <Modal open={idle} onClose={resume}>
        <ModalDialog
          variant="solid"
          color="primary"
          invertedColors
          role="alertdialog"
          sx={{ bgcolor: 'primary.700', maxWidth: 400 }}
        >
          <DialogTitle>
            <TimerOutlined />
            Still there?
          </DialogTitle>
          <DialogContent>
            For your security, online banking signs you out after 5 minutes without activity.
          </DialogContent>
          <DialogActions>
            <Button onClick={resume}>Stay signed in</Button>
            <Button variant="plain" onClick={signOut}>
              Sign out now
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </>
  );
}
