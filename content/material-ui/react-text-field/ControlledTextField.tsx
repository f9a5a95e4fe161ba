import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function ControlledTextField() {
  // Controlled: React state is the source of truth, so we can reshape each keystroke.
  const [coupon, setCoupon] = React.useState('WELCOME10');
  const [sent, setSent] = React.useState('');

  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ width: '100%', maxWidth: 380 }}
      onSubmit={(event: React.SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        // Uncontrolled: read the current text from the form only when needed.
        const note = new FormData(event.currentTarget).get('orderNote');
        setSent(`coupon=${coupon}, note=${String(note) || '—'}`);
      }}
    >
      <TextField
        id="checkout-coupon"
        label="Coupon code"
        value={coupon}
        onChange={(event) => setCoupon(event.target.value.toUpperCase().replace(/\s/g, ''))}
        helperText="Controlled: typed letters become capitals."
      />
      <TextField
        id="checkout-note"
        name="orderNote"
        label="Note to the shop"
        defaultValue="Please wrap it"
        helperText="Uncontrolled: the DOM keeps the text."
      />
      <Button type="submit" variant="outlined">
        Review order
      </Button>
      <Typography variant="body2" aria-live="polite">
        {sent ? `Submitted: ${sent}` : 'Nothing submitted yet.'}
      </Typography>
    </Stack>
  );
}
