import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as React from 'react';

const currencies = [
  { code: 'EUR', symbol: '€' },
  { code: 'GBP', symbol: '£' },
  { code: 'INR', symbol: '₹' },
  { code: 'USD', symbol: '$' },
];

export default function CurrencyTextFieldSelect() {
  const [currency, setCurrency] = React.useState('EUR');
  const [payout, setPayout] = React.useState('weekly');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Invoice currency"
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
        helperText="Prices on the invoice use this currency"
        slotProps={{ inputLabel: { htmlFor: undefined } }}
        sx={{ minWidth: 220 }}
      >
        {currencies.map((item) => (
          <MenuItem key={item.code} value={item.code}>
            {item.symbol} {item.code}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Payout schedule"
        value={payout}
        onChange={(event) => setPayout(event.target.value)}
        helperText="A native menu on every device"
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 220 }}
      >
        <option value="daily">Every day</option>
        <option value="weekly">Every Monday</option>
        <option value="monthly">First of the month</option>
      </TextField>
    </Stack>
  );
}
