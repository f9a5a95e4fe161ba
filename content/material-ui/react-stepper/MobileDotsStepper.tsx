import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';

const slides = ['Welcome to Trailhead', 'Download maps for offline hikes', 'Share your route with a friend'];

export default function MobileDotsStepper() {
  const [active, setActive] = React.useState(0);
  return (
    <Box sx={{ maxWidth: 380 }}>
      <Typography aria-live="polite" sx={{ py: 3, textAlign: 'center' }}>
        {slides[active]}
      </Typography>
      <MobileStepper
        variant="dots"
        steps={slides.length}
        position="static"
        activeStep={active}
        backButton={<Button size="small" onClick={() => setActive((step) => step - 1)} disabled={active === 0}>Back</Button>}
        nextButton={<Button size="small" onClick={() => setActive((step) => step + 1)} disabled={active === slides.length - 1}>Next</Button>}
      />
    </Box>
  );
}
