import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function FormDialog() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [fileName, setFileName] = React.useState('q3-report-draft.pdf');
  const [draft, setDraft] = React.useState(fileName);
  const handleSubmit = (event: React.SyntheticEvent) => {
    event.preventDefault();
    if (draft.trim()) setFileName(draft.trim());
    setOpen(false);
  };
  return (
    <div>
      <Typography sx={{ mb: 1 }}>Current file: {fileName}</Typography>
      <Button variant="contained" onClick={() => { setDraft(fileName); setOpen(true); }}>Rename file</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-hint`}
        slotProps={{ paper: { component: 'form', onSubmit: handleSubmit } }}
      >
        <DialogTitle id={`${id}-title`}>Rename file</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-hint`}>Keep the extension so the file still opens in the viewer.</DialogContentText>
          <TextField autoFocus required fullWidth margin="normal" id={`${id}-name`} name="file-name" label="New name" value={draft} onChange={(event) => setDraft(event.target.value)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit" variant="contained">Save name</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
