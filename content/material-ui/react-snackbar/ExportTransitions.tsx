import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import * as React from 'react';

const transitions = {
  Grow: { slot: Grow, props: {} },
  Fade: { slot: Fade, props: {} },
  'Slide up': { slot: Slide, props: {} },
  'Slide from the left': { slot: Slide, props: { direction: 'right' } },
} as const;

type TransitionName = keyof typeof transitions;

export default function ExportTransitions() {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState<TransitionName>('Grow');
  const { slot, props } = transitions[name];

  const play = (next: TransitionName) => {
    setName(next);
    setOpen(true);
  };

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {(Object.keys(transitions) as TransitionName[]).map((option) => (
        <Button key={option} variant="outlined" onClick={() => play(option)}>
          {option}
        </Button>
      ))}
      <Snackbar
        key={name}
        open={open}
        autoHideDuration={2500}
        onClose={() => setOpen(false)}
        message="Export of 1,204 contacts is ready"
        slots={{ transition: slot }}
        slotProps={{ transition: props }}
      />
    </Stack>
  );
}
