import * as React from 'react';
import Box from '@mui/joy/Box';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import Bolt from '@mui/icons-material/Bolt';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Storefront from '@mui/icons-material/Storefront';

const options = [
  { value: 'standard', title: 'Standard delivery', detail: '3–5 working days, free', icon: <LocalShipping /> },
  { value: 'express', title: 'Express delivery', detail: 'Next working day, €6.90', icon: <Bolt /> },
  { value: 'pickup', title: 'Pick up in store', detail: 'Ready in 2 hours, free', icon: <Storefront /> },
];

export default function RadioRichLabel() {
  const labelId = React.useId();
  const [delivery, setDelivery] = React.useState('standard');
  return (
    <div>
      <FormLabel id={labelId} sx={{ mb: 1.5 }}>
        Delivery
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="delivery"
        value={delivery}
        onChange={(event) => setDelivery(event.target.value)}
        sx={{ '--RadioGroup-gap': '0.75rem' }}
      >
        {options.map((item) => (
          <Radio
            key={item.value}
            value={item.value}
            slotProps={{ label: { sx: { flex: 1 } } }}
            label={
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box component="span" aria-hidden sx={{ display: 'flex', color: 'text.icon' }}>
                  {item.icon}
                </Box>
                <span>
                  <Typography component="span" level="title-sm" sx={{ display: 'block' }}>
                    {item.title}
                  </Typography>
                  <Typography component="span" level="body-xs" sx={{ display: 'block' }}>
                    {item.detail}
                  </Typography>
                </span>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </div>
  );
}
