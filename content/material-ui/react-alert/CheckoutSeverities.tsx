import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function CheckoutSeverities() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      <Alert severity="success">Order #4471 is confirmed. We emailed the receipt to ana@example.com.</Alert>
      <Alert severity="info">Deliveries placed after 2 p.m. on Friday ship on Monday.</Alert>
      <Alert severity="warning">Only 2 of the linen shirts are left in size M.</Alert>
      <Alert severity="error">The billing postcode doesn't match the card. Check it and try again.</Alert>
    </Stack>
  );
}
