import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const emails = ['username@gmail.com', 'user02@gmail.com'];

export default function SimpleDialogDemo() {
  const [open, setOpen] = React.useState(false);
  const [selected, setSelected] = React.useState(emails[1]);
  const close = (value: string) => {
    setOpen(false);
    setSelected(value);
  };
  return (
    <div>
      <Typography variant="subtitle1" component="p">
        Selected: {selected}
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open simple dialog
      </Button>
      <Dialog onClose={() => close(selected)} open={open} aria-labelledby="simple-dialog-title">
        <DialogTitle id="simple-dialog-title">Set backup account</DialogTitle>
        <List sx={{ pt: 0 }}>
          {emails.map((email) => (
            <ListItemButton key={email} onClick={() => close(email)}>
              <ListItemText primary={email} />
            </ListItemButton>
          ))}
        </List>
      </Dialog>
    </div>
  );
}
