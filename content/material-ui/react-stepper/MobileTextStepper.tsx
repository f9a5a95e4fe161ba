import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const tips = [
  { title: 'Track your budget', body: 'Set a monthly limit for each category and we will nudge you as you approach it.' },
  { title: 'Split a bill', body: 'Tap a transaction, choose Split, and pick the friends who owe you their share.' },
  { title: 'Round up savings', body: 'Every card payment can round up to the nearest pound and move the change to savings.' },
  { title: 'Freeze your card', body: 'Lost your card? Freeze it from the home screen and unfreeze it when it turns up.' },
];

export default function MobileTextStepper() {
  const [active, setActive] = React.useState(0);
  return (
    <Box sx={{ maxWidth: 380, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ p: 2, minHeight: 112 }} aria-live="polite">
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>{tips[active].title}</Typography>
        <Typography variant="body2">{tips[active].body}</Typography>
      </Box>
      <MobileStepper
        variant="text"
        steps={tips.length}
        position="static"
        activeStep={active}
        backButton={
          <Button size="small" onClick={() => setActive((step) => step - 1)} disabled={active === 0} startIcon={<KeyboardArrowLeft />}>
            Back
          </Button>
        }
        nextButton={
          <Button size="small" onClick={() => setActive((step) => step + 1)} disabled={active === tips.length - 1} endIcon={<KeyboardArrowRight />}>
            Next
          </Button>
        }
      />
    </Box>
  );
}
