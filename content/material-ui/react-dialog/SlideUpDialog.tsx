import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slide, { SlideProps } from '@mui/material/Slide';
import Typography from '@mui/material/Typography';

// Defined outside the component so the transition is not re-created on every render.
const SlideFromBottom = React.forwardRef(function SlideFromBottom(
  props: SlideProps,
  ref: React.Ref<unknown>,
) {
  return <Slide {...props} direction="up" ref={ref} />;
});

export default function SlideUpDialog() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [answer, setAnswer] = React.useState<'allowed' | 'declined' | null>(null);
  const choose = (value: 'allowed' | 'declined') => {
    setAnswer(value);
    setOpen(false);
  };
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>Find stores near me</Button>
      {answer && <Typography sx={{ mt: 1 }}>Location access {answer}.</Typography>}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        slots={{ transition: SlideFromBottom }}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <DialogTitle id={`${id}-title`}>Use your location?</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`}>
            We only read it once, to sort pickup points by distance. It is not stored with your order.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => choose('declined')}>Not now</Button>
          <Button variant="contained" onClick={() => choose('allowed')}>Allow</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
