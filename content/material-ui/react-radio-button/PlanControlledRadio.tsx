import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const prices: Record<string, number> = { monthly: 12, yearly: 120, lifetime: 290 };

export default function PlanControlledRadio() {
  const id = React.useId();
  const [billing, setBilling] = React.useState('yearly');

  return (
    <FormControl>
      <FormLabel id={id}>Billing</FormLabel>
      <RadioGroup aria-labelledby={id} name="billing" value={billing} onChange={(event) => setBilling(event.target.value)}>
        <FormControlLabel value="monthly" control={<Radio />} label="Monthly" />
        <FormControlLabel value="yearly" control={<Radio />} label="Yearly (2 months free)" />
        <FormControlLabel value="lifetime" control={<Radio />} label="One-time purchase" />
      </RadioGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        You pay ${prices[billing]} {billing === 'lifetime' ? 'once' : billing === 'yearly' ? 'per year' : 'per month'}.
      </Typography>
    </FormControl>
  );
}
