import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide, { type SlideProps } from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import * as React from 'react';

/** Slides in from the left edge; a component outside the render, so it keeps its identity. */
function SlideFromLeft(props: SlideProps) {
  return <Slide {...props} direction="right" />;
}

const transitions = { grow: Grow, fade: Fade, slide: SlideFromLeft };
type TransitionName = keyof typeof transitions;

export default function SwapSnackbarTransition() {
  const [name, setName] = React.useState<TransitionName>('slide');
  const [open, setOpen] = React.useState(false);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={name}
        onChange={(_, next: TransitionName | null) => next && setName(next)}
        aria-label="Snackbar transition"
      >
        <ToggleButton value="slide">Slide</ToggleButton>
        <ToggleButton value="grow">Grow</ToggleButton>
        <ToggleButton value="fade">Fade</ToggleButton>
      </ToggleButtonGroup>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Archive 3 emails
      </Button>
      <Snackbar
        open={open}
        onClose={() => setOpen(false)}
        autoHideDuration={4000}
        message="3 emails archived"
        slots={{ transition: transitions[name] }}
        slotProps={{ transition: { timeout: 350 } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      />
    </Stack>
  );
}
