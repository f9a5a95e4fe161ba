import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const plans = [
  { value: 0, label: '50 GB' },
  { value: 25, label: '200 GB' },
  { value: 50, label: '1 TB' },
  { value: 75, label: '2 TB' },
  { value: 100, label: '5 TB' },
];
const prices: Record<number, string> = { 0: '€2', 25: '€4', 50: '€10', 75: '€15', 100: '€30' };

const labelOf = (value: number) => plans.find((plan) => plan.value === value)?.label ?? '';

export default function SliderCustomMarks() {
  const labelId = React.useId();
  const [plan, setPlan] = React.useState(50);
  return (
    <Box sx={{ maxWidth: 420, px: 2 }}>
      <Typography id={labelId} level="title-sm">
        Cloud storage
      </Typography>
      {/* step={null}: only the marked values can be chosen. */}
      <Slider
        // Joy 5 beta paints mark labels with the light palette in both modes; the theme token adapts.
        slotProps={{ input: { 'aria-labelledby': labelId }, markLabel: { sx: { color: 'text.tertiary' } } }}
        value={plan}
        onChange={(_event, value) => setPlan(value as number)}
        step={null}
        marks={plans}
        getAriaValueText={labelOf}
        sx={{ mb: 2 }}
      />
      <Typography level="body-md" aria-live="polite">
        {labelOf(plan)} for {prices[plan]} a month
      </Typography>
    </Box>
  );
}
