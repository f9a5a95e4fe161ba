import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Modal from '@mui/material/Modal';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { card, centred } from './panelStyle';

export default function NewsletterFadeModal() {
  const titleId = React.useId();
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Get the monthly digest
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        sx={centred}
        closeAfterTransition
        slotProps={{ backdrop: { timeout: 400 } }}
      >
        <Fade in={open} timeout={400}>
          <Box role="dialog" aria-modal="true" aria-labelledby={titleId} sx={card}>
            <Typography id={titleId} variant="h6" component="h2">
              Monthly digest
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, mb: 2 }}>
              One email on the first Monday of each month. No ads.
            </Typography>
            <TextField label="Email address" type="email" autoComplete="email" fullWidth size="small" />
            <Button variant="contained" onClick={() => setOpen(false)} sx={{ mt: 2 }}>
              Subscribe
            </Button>
          </Box>
        </Fade>
      </Modal>
    </div>
  );
}
