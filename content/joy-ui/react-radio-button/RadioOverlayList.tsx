import * as React from 'react';
import Box from '@mui/joy/Box';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import AccountBalance from '@mui/icons-material/AccountBalance';
import CreditCard from '@mui/icons-material/CreditCard';
import Payments from '@mui/icons-material/Payments';

const methods = [
  { value: 'card', label: 'Card ending 4242', icon: <CreditCard /> },
  { value: 'bank', label: 'Bank transfer', icon: <AccountBalance /> },
  { value: 'cash', label: 'Cash on delivery', icon: <Payments /> },
];

export default function RadioOverlayList() {
  const labelId = React.useId();
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 2, maxWidth: 340 }}>
      <FormLabel id={labelId} sx={{ mb: 1.5 }}>
        Payment method
      </FormLabel>
      {/* overlay lets each radio's click area cover its whole row. */}
      <RadioGroup aria-labelledby={labelId} defaultValue="card" name="payment-method" overlay sx={{ '--RadioGroup-gap': '0.5rem' }}>
        {methods.map((method) => (
          <Sheet
            key={method.value}
            variant="outlined"
            sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 1.25, borderRadius: 'sm' }}
          >
            <Box component="span" aria-hidden sx={{ display: 'flex', color: 'text.icon' }}>
              {method.icon}
            </Box>
            <Radio
              value={method.value}
              label={method.label}
              sx={{ flexGrow: 1, flexDirection: 'row-reverse', justifyContent: 'space-between' }}
            />
          </Sheet>
        ))}
      </RadioGroup>
    </Sheet>
  );
}
