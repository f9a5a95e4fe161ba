import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function DisabledTabs() {
  const [step, setStep] = React.useState('basket');
  const [addressConfirmed, setAddressConfirmed] = React.useState(false);

  const confirm = (checked: boolean) => {
    setAddressConfirmed(checked);
    // Never leave the selection on a tab that has just been disabled.
    if (!checked && step === 'payment') setStep('delivery');
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Tabs value={step} onChange={(_, next: string) => setStep(next)} aria-label="Checkout steps">
        <Tab value="basket" label="Basket (3)" />
        <Tab value="delivery" label="Delivery" />
        <Tab value="payment" label="Payment" disabled={!addressConfirmed} />
      </Tabs>
      <FormControlLabel
        control={<Checkbox checked={addressConfirmed} onChange={(event) => confirm(event.target.checked)} />}
        label="Delivery address confirmed"
      />
    </Box>
  );
}
