import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const tips = [
  { value: '0', label: 'No tip' },
  { value: '10', label: '10 %' },
  { value: '15', label: '15 %' },
  { value: '20', label: '20 %' },
];

const subtotal = 48;

export default function RadioControlled() {
  const labelId = React.useId();
  const [tip, setTip] = React.useState('15');
  const total = subtotal * (1 + Number(tip) / 100);
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Stack spacing={1}>
        <FormLabel id={labelId}>Tip for your courier</FormLabel>
        <RadioGroup aria-labelledby={labelId} value={tip} onChange={(event) => setTip(event.target.value)}>
          {tips.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </RadioGroup>
      </Stack>
      <Typography level="title-lg" aria-live="polite">
        Total: €{total.toFixed(2)}
      </Typography>
    </Stack>
  );
}
