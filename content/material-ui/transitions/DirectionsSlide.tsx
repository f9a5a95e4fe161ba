import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide, { SlideProps } from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import * as React from 'react';

type Direction = NonNullable<SlideProps['direction']>;

// Where the banner comes from for each direction it moves in.
const origins: Record<Direction, string> = { down: 'the top', up: 'the bottom', left: 'the right', right: 'the left' };
const directions = Object.keys(origins) as Direction[];

export default function DirectionsSlide() {
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);
  const [shown, setShown] = React.useState<Direction | null>(null);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} role="group" aria-label="Banner direction">
        {directions.map((direction) => (
          <Button
            key={direction}
            size="small"
            variant="outlined"
            aria-pressed={shown === direction}
            onClick={() => setShown(shown === direction ? null : direction)}
          >
            {direction}
          </Button>
        ))}
      </Stack>
      <Box ref={setFrame} sx={{ position: 'relative', overflow: 'hidden', height: 120, maxWidth: 360, bgcolor: 'action.hover', borderRadius: 1 }}>
        {directions.map((direction) => (
          <Slide key={direction} direction={direction} in={shown === direction} container={frame}>
            <Paper sx={{ position: 'absolute', inset: 24, p: 1.5 }}>Came in from {origins[direction]}</Paper>
          </Slide>
        ))}
      </Box>
    </Stack>
  );
}
