import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const setup = [
  { label: 'Plug in the hub', text: 'Connect the hub to your router with the supplied cable and wait for the light to turn blue.' },
  { label: 'Pair the sensors', text: 'Hold each sensor next to the hub and press its button until it beeps twice.' },
  { label: 'Name your rooms', text: 'Give each sensor a room name so alerts say where something happened.' },
];

export default function VerticalStepper() {
  const [active, setActive] = React.useState(0);
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stepper activeStep={active} orientation="vertical">
        {setup.map((step, index) => (
          <Step key={step.label}>
            <StepLabel optional={index === setup.length - 1 ? <Typography variant="caption">Last step</Typography> : undefined}>
              {step.label}
            </StepLabel>
            <StepContent>
              <Typography variant="body2">{step.text}</Typography>
              <Box sx={{ mt: 1.5, display: 'flex', gap: 1 }}>
                <Button size="small" variant="contained" onClick={() => setActive(index + 1)}>
                  {index === setup.length - 1 ? 'Finish' : 'Done'}
                </Button>
                <Button size="small" disabled={index === 0} onClick={() => setActive(index - 1)}>Back</Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {active === setup.length && (
        <Box sx={{ mt: 2 }}>
          <Typography>Your home alarm is ready.</Typography>
          <Button size="small" onClick={() => setActive(0)} sx={{ mt: 1 }}>Go through setup again</Button>
        </Box>
      )}
    </Box>
  );
}
