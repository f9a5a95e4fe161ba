import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ShippingFields() {
  return (
    <Stack spacing={2} component="form" aria-label="Shipping address" sx={{ maxWidth: 640 }}>
      {/* `autoComplete` tokens let the browser fill in a saved address. */}
      <TextField label="Street and number" name="street" autoComplete="shipping address-line1" required fullWidth />
      {/* One column on phones; one row from `sm`, with wider gaps. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }}>
        <TextField label="Postcode" name="postcode" autoComplete="shipping postal-code" required sx={{ flex: { sm: 1 } }} />
        <TextField label="City" name="city" autoComplete="shipping address-level2" required sx={{ flex: { sm: 2 } }} />
        <TextField label="Country" name="country" autoComplete="shipping country-name" required sx={{ flex: { sm: 2 } }} />
      </Stack>
    </Stack>
  );
}
