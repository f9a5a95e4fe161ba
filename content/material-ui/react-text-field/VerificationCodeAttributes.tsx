import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function VerificationCodeAttributes() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        id="sms-code"
        label="6-digit code"
        autoComplete="one-time-code"
        helperText="Sent by SMS to •••• 482"
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            pattern: '[0-9]{6}',
            maxLength: 6,
            style: { letterSpacing: '0.4em', fontFamily: 'monospace' },
          },
        }}
      />
      <TextField
        id="cart-quantity"
        label="Quantity"
        type="number"
        defaultValue={1}
        helperText="Max 10 per order"
        slotProps={{ htmlInput: { min: 1, max: 10, step: 1 } }}
        sx={{ width: 140 }}
      />
    </Stack>
  );
}
