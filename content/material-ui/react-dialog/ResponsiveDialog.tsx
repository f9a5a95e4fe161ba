import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogActions from '@mui/material/DialogActions';
import Button from '@mui/material/Button';

export default function ResponsiveDialog() {
  const id = React.useId();
  // useTheme falls back to the default theme, so this works without a ThemeProvider too.
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>Review terms of service</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen={isPhone} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <DialogTitle id={`${id}-title`}>Updated terms of service</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`}>
            From 1 January, invoices are issued monthly and unused credit expires after twelve months. Accept to keep using
            the workspace; you can export your data at any time.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Remind me later</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>Accept</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
