import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Slide, { SlideProps } from '@mui/material/Slide';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

const RiseIn = React.forwardRef(function RiseIn(props: SlideProps, ref: React.Ref<unknown>) {
  return <Slide {...props} direction="up" ref={ref} />;
});

export default function ComposeMailDialog() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [sent, setSent] = React.useState(0);
  const send = (event: React.SyntheticEvent) => {
    event.preventDefault();
    setSent((count) => count + 1);
    setOpen(false);
  };
  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>New message</Button>
      {sent > 0 && <Typography sx={{ mt: 1 }}>Sent messages: {sent}</Typography>}
      <Dialog
        fullScreen
        open={open}
        onClose={() => setOpen(false)}
        slots={{ transition: RiseIn }}
        aria-labelledby={`${id}-title`}
      >
        <Box component="form" onSubmit={send} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <AppBar position="sticky" elevation={1}>
            <Toolbar>
              <IconButton edge="start" color="inherit" aria-label="Discard message" onClick={() => setOpen(false)}>
                <CloseIcon />
              </IconButton>
              <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ ml: 2, flexGrow: 1 }}>
                New message
              </Typography>
              <Button type="submit" color="inherit">Send</Button>
            </Toolbar>
          </AppBar>
          <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, flexGrow: 1 }}>
            <TextField label="To" type="email" required fullWidth autoFocus />
            <TextField label="Subject" fullWidth />
            <TextField label="Message" multiline minRows={8} fullWidth />
          </Box>
        </Box>
      </Dialog>
    </div>
  );
}
