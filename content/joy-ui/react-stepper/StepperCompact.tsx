import Box from '@mui/joy/Box';
import { Theme } from '@mui/joy/styles';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const steps = ['Cart', 'Address', 'Delivery', 'Payment', 'Review'];
const current = 2;

// Below the sm breakpoint the names are hidden visually but kept for screen readers.
const labelSx = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

export default function StepperCompact() {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <Typography level="title-sm" sx={{ display: { sm: 'none' }, mb: 1 }}>
        Step {current + 1} of {steps.length}: {steps[current]}
      </Typography>
      <Stepper size="sm" aria-label="Checkout progress">
        {steps.map((step, index) => (
          <Step
            key={step}
            active={index === current}
            completed={index < current}
            aria-current={index === current ? 'step' : undefined}
            indicator={
              <StepIndicator variant={index <= current ? 'solid' : 'outlined'}>{index + 1}</StepIndicator>
            }
          >
            {/* On phones only the numbers show; the names stay available to screen readers. */}
            <Box component="span" sx={labelSx}>
              {step}
            </Box>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
