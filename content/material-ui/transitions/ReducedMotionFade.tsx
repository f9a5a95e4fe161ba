import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import * as React from 'react';

export default function ReducedMotionFade() {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [showHint, setShowHint] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" aria-expanded={showHint} onClick={() => setShowHint(!showHint)}>
        Password hint
      </Button>
      <Fade in={showHint} timeout={reduceMotion ? 0 : 600}>
        <Typography variant="body2">The name of your first bike, then the year you bought it.</Typography>
      </Fade>
      <Typography variant="caption" color="text.secondary">
        {reduceMotion ? 'Reduced motion is on: no animation.' : 'Your system allows animation.'}
      </Typography>
    </Stack>
  );
}
