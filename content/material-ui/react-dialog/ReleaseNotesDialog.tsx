import * as React from 'react';
import { styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

const NotesDialog = styled(Dialog)(({ theme }) => ({
  '& .MuiDialog-paper': { borderRadius: theme.shape.borderRadius * 3 },
  '& .MuiDialogTitle-root': { paddingRight: theme.spacing(7) },
  '& .MuiDialogContent-root': { padding: theme.spacing(2, 3) },
  '& .MuiDialogActions-root': { padding: theme.spacing(1.5, 3) },
}));

const changes = [
  { heading: 'Faster search', body: 'Results now appear while you type, even in workspaces with over 50,000 files.' },
  { heading: 'Shared views', body: 'Save a filtered board and send the link to anyone on your team.' },
  { heading: 'Fixed', body: 'Due dates no longer shift by a day for people west of UTC.' },
];

export default function ReleaseNotesDialog() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button variant="text" onClick={() => setOpen(true)}>What's new in 4.2</Button>
      <NotesDialog open={open} onClose={() => setOpen(false)} aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`}>Version 4.2</DialogTitle>
        <IconButton
          aria-label="Close release notes"
          onClick={() => setOpen(false)}
          sx={{ position: 'absolute', top: 12, right: 12, color: 'text.secondary' }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          {changes.map((change) => (
            <React.Fragment key={change.heading}>
              <Typography variant="subtitle2" component="h3">{change.heading}</Typography>
              <Typography variant="body2" sx={{ mb: 1.5 }}>{change.body}</Typography>
            </React.Fragment>
          ))}
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setOpen(false)}>Got it</Button>
        </DialogActions>
      </NotesDialog>
    </div>
  );
}
