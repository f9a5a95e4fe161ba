import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const plans = [
  { value: 0, label: '50 GB', price: 2 },
  { value: 1, label: '200 GB', price: 4 },
  { value: 3, label: '1 TB', price: 10 },
  { value: 6, label: '5 TB', price: 25 },
];

export default function StoragePlanRestricted() {
  const id = React.useId();
  const [value, setValue] = React.useState(1);
  const plan = plans.find((item) => item.value === value)!;

  return (
    <Box sx={{ width: 320, px: 2 }}>
      <Typography id={id} gutterBottom>
        Cloud storage
      </Typography>
      <Slider
        aria-labelledby={id}
        getAriaValueText={(v) => plans.find((item) => item.value === v)?.label ?? ''}
        value={value}
        onChange={(_, next) => setValue(next)}
        step={null}
        min={0}
        max={6}
        marks={plans}
      />
      <Typography variant="body2" color="text.secondary">
        {plan.label} for ${plan.price} per month
      </Typography>
    </Box>
  );
}
