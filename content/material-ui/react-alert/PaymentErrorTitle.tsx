import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';

export default function PaymentErrorTitle() {
  return (
    <Alert severity="error" sx={{ maxWidth: 520 }}>
      <AlertTitle>Your payment didn't go through</AlertTitle>
      Your bank declined the charge of £129.00 for the annual plan. Common causes:
      <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
        <li>the card has expired or was replaced;</li>
        <li>online payments abroad are turned off;</li>
        <li>the daily spending limit was reached.</li>
      </Box>
      Nothing was charged. Your current plan stays active until 30 June.
    </Alert>
  );
}
