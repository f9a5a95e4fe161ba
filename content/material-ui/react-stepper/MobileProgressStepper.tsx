import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';

const questions = 6;

export default function MobileProgressStepper() {
  const [active, setActive] = React.useState(0);
  return (
    <Box sx={{ maxWidth: 400 }}>
      <Typography aria-live="polite" sx={{ mb: 1 }}>Survey question {active + 1} of {questions}</Typography>
      <MobileStepper
        variant="progress"
        steps={questions}
        position="static"
        activeStep={active}
        slotProps={{ progress: { 'aria-label': 'Survey progress', sx: { width: '100%', mx: 1 } } }}
        backButton={<Button size="small" onClick={() => setActive((step) => step - 1)} disabled={active === 0}>Back</Button>}
        nextButton={<Button size="small" onClick={() => setActive((step) => step + 1)} disabled={active === questions - 1}>Next</Button>}
      />
    </Box>
  );
}
