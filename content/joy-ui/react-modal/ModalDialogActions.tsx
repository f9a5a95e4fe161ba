import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

const choices = [
  { label: 'Log out of 4 devices', color: 'danger', variant: 'solid' },
  { label: 'Only other devices', color: 'neutral', variant: 'outlined' },
  { label: 'Cancel', color: 'neutral', variant: 'plain' },
] as const;

export default function ModalDialogActions() {
  const [showing, setShowing] = React.useState(false);
  const hide = () => setShowing(false);
  return (
    <>
      <Button variant="soft" color="neutral" onClick={() => setShowing(true)}>
        Security: sessions
      </Button>
      <Modal open={showing} onClose={hide}>
        <ModalDialog size="sm" maxWidth={340}>
          <DialogTitle>Log out everywhere?</DialogTitle>
          <DialogContent>You are signed in on 4 devices, this laptop included.</DialogContent>
          {/* In a narrow dialog, a column of full-width buttons is easier to read than a row. */}
          <DialogActions orientation="vertical" buttonFlex="1">
            {choices.map((choice) => (
              <Button key={choice.label} color={choice.color} variant={choice.variant} onClick={hide}>
                {choice.label}
              </Button>
            ))}
          </DialogActions>
        </ModalDialog>
      </Modal>
    </>
  );
}
