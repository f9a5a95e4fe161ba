import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';

const accounts = [
  { name: 'Priya Raman', email: 'priya@northwind.io', initials: 'PR' },
  { name: 'Priya (personal)', email: 'priya.r@mailbox.org', initials: 'P' },
  { name: 'Support inbox', email: 'help@northwind.io', initials: 'S' },
];

export default function SimpleDialogDemo() {
  const titleId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState(accounts[0]);
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>Signed in as {current.email}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Switch account</DialogTitle>
        <List sx={{ pt: 0 }}>
          {accounts.map((account) => (
            <ListItemButton
              key={account.email}
              selected={account.email === current.email}
              onClick={() => { setCurrent(account); setOpen(false); }}
            >
              <ListItemAvatar><Avatar>{account.initials}</Avatar></ListItemAvatar>
              <ListItemText primary={account.name} secondary={account.email} />
            </ListItemButton>
          ))}
        </List>
      </Dialog>
    </div>
  );
}
