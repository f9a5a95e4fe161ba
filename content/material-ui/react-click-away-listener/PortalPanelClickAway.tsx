import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function PortalPanelClickAway() {
  const [open, setOpen] = React.useState(false);
  const [closedBy, setClosedBy] = React.useState('');

  return (
    <ClickAwayListener
      onClickAway={() => {
        if (open) setClosedBy('a click outside the button and the panel');
        setOpen(false);
      }}
    >
      <Box sx={{ display: 'inline-block' }}>
        <Button variant="outlined" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? 'Close feedback panel' : 'Give feedback'}
        </Button>
        {open && (
          // Rendered at the end of <body>, but still inside the listener's React tree.
          <Portal>
            <Paper
              elevation={8}
              role="dialog"
              aria-label="Feedback"
              sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 'modal', p: 2, width: 280 }}
            >
              <Typography variant="body2" gutterBottom>
                Clicking in here does not close the panel.
              </Typography>
              <TextField label="Your feedback" multiline minRows={2} fullWidth size="small" />
            </Paper>
          </Portal>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {closedBy ? `Last closed by ${closedBy}.` : 'The panel opens in the corner of the window.'}
        </Typography>
      </Box>
    </ClickAwayListener>
  );
}
