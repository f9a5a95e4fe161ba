import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function InviteKeepMounted() {
  const id = React.useId();
  const formRef = React.useRef<HTMLFormElement>(null);
  const [open, setOpen] = React.useState(false);
  const [sent, setSent] = React.useState(false);
  const [invited, setInvited] = React.useState<string[]>([]);

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email'));
    setInvited((list) => [...list, email]);
    setSent(true);
    setOpen(false);
  };
  // Runs once the closing animation has finished, so the fields never empty while still visible.
  const handleExited = () => {
    if (sent) {
      formRef.current?.reset();
      setSent(false);
    }
  };
  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>Invite a teammate</Button>
      <Typography sx={{ mt: 1 }}>{invited.length ? `Invited: ${invited.join(', ')}` : 'No invitations yet.'}</Typography>
      <Dialog
        keepMounted
        open={open}
        onClose={() => setOpen(false)}
        onTransitionExited={handleExited}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <form ref={formRef} onSubmit={handleSubmit}>
          <DialogTitle id={`${id}-title`}>Invite to “Mobile launch”</DialogTitle>
          <DialogContent>
            <DialogContentText id={`${id}-text`}>
              Close this half-filled and reopen it: your text is still there, because the dialog stays mounted.
            </DialogContentText>
            <TextField name="email" type="email" label="Work email" required fullWidth margin="normal" />
            <TextField name="note" label="Personal note (optional)" fullWidth multiline minRows={2} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Close</Button>
            <Button type="submit" variant="contained">Send invite</Button>
          </DialogActions>
        </form>
      </Dialog>
    </div>
  );
}
