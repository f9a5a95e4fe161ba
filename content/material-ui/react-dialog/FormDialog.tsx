import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function FormDialog() {
  const [open, setOpen] = React.useState(false);
  const [subscribed, setSubscribed] = React.useState<string | null>(null);
  const handleSubmit = (event: React.SyntheticEvent<HTMLElement>) => {
    event.preventDefault();
    setSubscribed(String(new FormData(event.currentTarget as HTMLFormElement).get('email')));
    setOpen(false);
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open form dialog
      </Button>
      {subscribed && <Typography sx={{ ml: 2 }}>Subscribed: {subscribed}</Typography>}
      <Dialog open={open} onClose={() => setOpen(false)} slotProps={{ paper: { component: 'form', onSubmit: handleSubmit } }}>
        <DialogTitle>Subscribe</DialogTitle>
        <DialogContent>
          <DialogContentText>
            To subscribe to this website, please enter your email address here. We will send updates occasionally.
          </DialogContentText>
          <TextField autoFocus required margin="dense" id="name" name="email" label="Email Address" type="email" fullWidth variant="standard" />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit">Subscribe</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
