import * as React from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const steps = ['Cart', 'Delivery', 'Payment', 'Review'];

export default function LinearProgressSteps() {
  const [step, setStep] = React.useState(1);
  const labelId = React.useId();
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 380 }}>
      <Typography id={labelId} level="body-sm">
        Step {step + 1} of {steps.length}: <strong>{steps[step]}</strong>
      </Typography>
      <LinearProgress
        determinate
        value={((step + 1) / steps.length) * 100}
        aria-labelledby={labelId}
        aria-valuetext={`Step ${step + 1} of ${steps.length}`}
        sx={{ '&::before': { transition: 'inline-size 0.3s' } }}
      />
      <Stack direction="row" spacing={1}>
        <Button size="sm" variant="outlined" color="neutral" onClick={() => setStep(Math.max(0, step - 1))}>
          Back
        </Button>
        <Button size="sm" onClick={() => setStep(Math.min(steps.length - 1, step + 1))}>
          Continue
        </Button>
      </Stack>
    </Stack>
  );
}
