import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar, { SnackbarOrigin } from '@mui/joy/Snackbar';

const positions: { label: string; origin: SnackbarOrigin }[] = [
  { label: 'Top left', origin: { vertical: 'top', horizontal: 'left' } },
  { label: 'Top centre', origin: { vertical: 'top', horizontal: 'center' } },
  { label: 'Top right', origin: { vertical: 'top', horizontal: 'right' } },
  { label: 'Bottom left', origin: { vertical: 'bottom', horizontal: 'left' } },
  { label: 'Bottom centre', origin: { vertical: 'bottom', horizontal: 'center' } },
  { label: 'Bottom right', origin: { vertical: 'bottom', horizontal: 'right' } },
];

export default function SnackbarPosition() {
  const [current, setCurrent] = React.useState(positions[4]);
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 130px))', gap: 1 }}>
        {positions.map((position) => (
          <Button
            key={position.label}
            size="sm"
            variant="outlined"
            color="neutral"
            onClick={() => {
              setCurrent(position);
              setOpen(true);
            }}
          >
            {position.label}
          </Button>
        ))}
      </Box>
      <Snackbar
        key={current.label}
        role="status"
        anchorOrigin={current.origin}
        open={open}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}
      >
        Shown at the {current.label.toLowerCase()} of the window.
      </Snackbar>
    </>
  );
}
