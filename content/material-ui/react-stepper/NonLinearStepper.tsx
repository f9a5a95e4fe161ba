import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const sections = ['Company details', 'Team members', 'Billing contact'];

export default function NonLinearStepper() {
  const [active, setActive] = React.useState(0);
  const [done, setDone] = React.useState<Record<number, boolean>>({});
  const finished = Object.keys(done).length === sections.length;
  const markDone = () => {
    const next = { ...done, [active]: true };
    setDone(next);
    const firstOpen = sections.findIndex((_, index) => !next[index]);
    if (firstOpen !== -1) setActive(firstOpen);
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Stepper nonLinear activeStep={active}>
        {sections.map((label, index) => (
          <Step key={label} completed={done[index]}>
            <StepButton onClick={() => setActive(index)}>{label}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3 }}>
        <Typography>
          {finished ? 'Workspace set up. You can still revisit any section.' : `Editing: ${sections[active]}`}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          {finished ? (
            <Button onClick={() => { setDone({}); setActive(0); }}>Reset</Button>
          ) : (
            <Button variant="contained" onClick={markDone} disabled={done[active]}>
              {done[active] ? 'Section saved' : 'Save section'}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
