import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

export const stepLabels = ['Address', 'Delivery', 'Payment', 'Review'];

/**
 * A horizontal stepper from the `sm` breakpoint up; on phones, where four labels don't fit,
 * a "Step 2 of 4" line with a progress bar instead.
 */
export default function CheckoutSteps({ active }: { active: number }) {
  return (
    <>
      <Stepper activeStep={active} sx={{ display: { xs: 'none', sm: 'flex' }, mb: 4 }}>
        {stepLabels.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: { sm: 'none' }, mb: 3 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Step {active + 1} of {stepLabels.length}:{' '}
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {stepLabels[active]}
          </Box>
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((active + 1) / stepLabels.length) * 100}
          aria-label="Checkout progress"
          aria-valuetext={`Step ${active + 1} of ${stepLabels.length}`}
          sx={{ height: 6 }}
        />
      </Box>
    </>
  );
}
