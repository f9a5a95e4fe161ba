import Alert, { AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import * as React from 'react';

interface Outcome {
  severity: AlertColor;
  text: string;
}

const outcomes: Record<'paid' | 'declined', Outcome> = {
  paid: { severity: 'success', text: 'Payment of €48.90 received. A receipt is on its way.' },
  declined: { severity: 'error', text: 'Card ending 4421 was declined. Try another card.' },
};

export default function PaymentResultAlert() {
  const [outcome, setOutcome] = React.useState<Outcome>(outcomes.paid);
  const [open, setOpen] = React.useState(false);

  const show = (next: Outcome) => {
    setOutcome(next);
    setOpen(true);
  };

  const handleClose = (_event?: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" color="success" onClick={() => show(outcomes.paid)}>
        Pay with saved card
      </Button>
      <Button variant="outlined" color="error" onClick={() => show(outcomes.declined)}>
        Simulate a decline
      </Button>
      <Snackbar open={open} autoHideDuration={5000} onClose={handleClose}>
        <Alert severity={outcome.severity} variant="filled" onClose={handleClose} sx={{ width: '100%' }}>
          {outcome.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
