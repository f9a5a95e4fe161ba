import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Delivery address', 'Gift wrapping', 'Payment'];
const optionalStep = 1;

export default function CheckoutStepper() {
  const [active, setActive] = React.useState(0);
  const [skipped, setSkipped] = React.useState<number[]>([]);
  const next = (skip = false) => {
    setSkipped((list) => (skip ? [...list, active] : list.filter((index) => index !== active)));
    setActive((step) => step + 1);
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={active}>
        {steps.map((label, index) => (
          <Step key={label} completed={skipped.includes(index) ? false : undefined}>
            <StepLabel optional={index === optionalStep ? <Typography variant="caption">Optional</Typography> : undefined}>
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3 }}>
        <Typography>
          {active === steps.length ? 'Order placed. A receipt is on its way to your inbox.' : `Step ${active + 1}: ${steps[active]}`}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          {active === steps.length ? (
            <Button onClick={() => { setActive(0); setSkipped([]); }}>Start a new order</Button>
          ) : (
            <>
              <Button disabled={active === 0} onClick={() => setActive((step) => step - 1)}>Back</Button>
              <Box sx={{ flex: 1 }} />
              {active === optionalStep && <Button onClick={() => next(true)}>Skip</Button>}
              <Button variant="contained" onClick={() => next()}>
                {active === steps.length - 1 ? 'Place order' : 'Continue'}
              </Button>
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
}
