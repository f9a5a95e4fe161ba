import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function UnsavedChangesDialog() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [bio, setBio] = React.useState('Frontend developer in Lisbon. Coffee, maps, accessibility.');
  const [draft, setDraft] = React.useState(bio);
  const dirty = draft !== bio;

  const handleClose: DialogProps['onClose'] = (_event, reason) => {
    // A stray click outside must not throw away typed text.
    if (reason === 'backdropClick' && dirty) return;
    setOpen(false);
  };
  return (
    <div>
      <Typography sx={{ mb: 1 }}>{bio}</Typography>
      <Button variant="outlined" onClick={() => { setDraft(bio); setOpen(true); }}>Edit bio</Button>
      <Dialog
        open={open}
        onClose={handleClose}
        disableEscapeKeyDown={dirty}
        fullWidth
        maxWidth="sm"
        aria-labelledby={`${id}-title`}
      >
        <DialogTitle id={`${id}-title`}>Edit profile bio</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label="Bio"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          {dirty && (
            <Alert severity="info" sx={{ mt: 1 }}>
              You have unsaved changes: save them or discard them to close.
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button color={dirty ? 'error' : 'primary'} onClick={() => setOpen(false)}>
            {dirty ? 'Discard changes' : 'Close'}
          </Button>
          <Button variant="contained" disabled={!dirty} onClick={() => { setBio(draft); setOpen(false); }}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
