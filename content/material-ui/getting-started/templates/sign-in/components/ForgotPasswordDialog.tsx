import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { checkEmail } from '../utils/validation';

interface ForgotPasswordDialogProps {
  open: boolean;
  /** Prefills the field with what the reader typed in the sign-in form. */
  initialEmail: string;
  onClose: () => void;
}

export default function ForgotPasswordDialog({ open, initialEmail, onClose }: ForgotPasswordDialogProps) {
  const [email, setEmail] = React.useState(initialEmail);
  const [error, setError] = React.useState('');
  const [sentTo, setSentTo] = React.useState('');

  const handleEnter = () => {
    setEmail(initialEmail);
    setError('');
    setSentTo('');
  };

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkEmail(email);
    setError(problem);
    if (!problem) setSentTo(email.trim());
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="reset-title"
      slotProps={{ transition: { onEnter: handleEnter } }}
    >
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <DialogTitle id="reset-title">Reset your password</DialogTitle>
        <DialogContent>
          {sentTo ? (
            <Alert severity="success" role="status">
              If {sentTo} has a Tessera account, a reset link is on its way. It works for the next 30 minutes.
            </Alert>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>
                We&apos;ll email you a link to choose a new password. Your projects and shared boards stay as they are.
              </DialogContentText>
              <TextField
                autoFocus
                fullWidth
                name="reset-email"
                type="email"
                label="Email address"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={Boolean(error)}
                helperText={error || ' '}
              />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={onClose}>
            {sentTo ? 'Back to sign in' : 'Cancel'}
          </Button>
          {!sentTo && (
            <Button type="submit" variant="contained">
              Send reset link
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
