import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ShippingFields() {
  return (
    <Stack spacing={2} component="form" aria-label="Shipping address" sx={{ maxWidth: 640 }}>
      <TextField label="Street and number" fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }}>
        <TextField label="Postcode" sx={{ flex: { sm: 1 } }} />
        <TextField label="City" sx={{ flex: { sm: 2 } }} />
        <TextField label="Country" sx={{ flex: { sm: 2 } }} />
      </Stack>
    </Stack>
  );
}
