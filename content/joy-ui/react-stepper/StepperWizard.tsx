import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const steps = [
  { title: 'Choose a room', body: 'Double room with garden view, 3 nights from 14 August.' },
  { title: 'Guest details', body: 'Two adults. Breakfast included. Arrival around 16:00.' },
  { title: 'Confirm', body: 'Total €372, paid at the hotel. Free cancellation until 7 August.' },
];

export default function StepperWizard() {
  const [active, setActive] = React.useState(0);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const go = (next: number) => {
    setActive(next);
    // Move focus to the new step's heading, so screen readers announce it.
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  return (
    <Sheet variant="outlined" sx={{ p: 3, borderRadius: 'md', maxWidth: 560, mx: 'auto' }}>
      <Stepper aria-label="Booking steps" sx={{ mb: 3 }}>
        {steps.map((step, index) => (
          <Step
            key={step.title}
            orientation="vertical"
            active={index === active}
            completed={index < active}
            aria-current={index === active ? 'step' : undefined}
            indicator={
              <StepIndicator
                variant={index <= active ? 'solid' : 'outlined'}
                color={index < active ? 'success' : 'primary'}
              >
                {index + 1}
              </StepIndicator>
            }
          >
            {step.title}
          </Step>
        ))}
      </Stepper>
      <Typography level="title-md" component="h3" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
        Step {active + 1} of {steps.length}: {steps[active].title}
      </Typography>
      <Typography level="body-sm" sx={{ mt: 1, minHeight: 48 }}>
        {steps[active].body}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
        {/* Hidden, not disabled, on the first step: nothing to go back to. */}
        <Button
          variant="plain"
          color="neutral"
          onClick={() => go(active - 1)}
          sx={{ visibility: active === 0 ? 'hidden' : 'visible' }}
        >
          Back
        </Button>
        {active < steps.length - 1 ? (
          <Button onClick={() => go(active + 1)}>Continue</Button>
        ) : (
          <Button color="success">Book now</Button>
        )}
      </Box>
    </Sheet>
  );
}
