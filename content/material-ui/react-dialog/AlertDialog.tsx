import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export default function AlertDialog() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);
  const close = () => setOpen(false);
  return (
    <div>
      <Button color="error" variant="outlined" disabled={deleted} onClick={() => setOpen(true)}>
        {deleted ? 'Project deleted' : 'Delete project'}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <DialogTitle id={`${id}-title`}>Delete project “atlas-web”?</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`}>
            Its 14 deployments and build history are removed for every member of the team. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} autoFocus>
            Keep project
          </Button>
          <Button color="error" onClick={() => { setDeleted(true); close(); }}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
