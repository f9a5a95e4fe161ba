import * as React from 'react';
import { keyframes } from '@mui/system';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import CheckCircle from '@mui/icons-material/CheckCircle';

const slideIn = keyframes`
  from { transform: translateY(calc(100% + 24px)); }
  to { transform: translateY(0); }
`;
const slideOut = keyframes`
  from { transform: translateY(0); opacity: 1; }
  to { transform: translateY(calc(100% + 24px)); opacity: 0; }
`;
const duration = 450;

export default function SnackbarAnimation() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="soft" color="success" onClick={() => setOpen(true)}>
        Submit timesheet
      </Button>
      <Snackbar
        role="status"
        color="success"
        variant="soft"
        startDecorator={<CheckCircle />}
        open={open}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}
        // Tell the Snackbar how long the exit takes, so it unmounts afterwards.
        animationDuration={duration}
        sx={{
          animation: `${slideIn} ${duration}ms cubic-bezier(0.2, 0.9, 0.3, 1.2) forwards`,
          ...(!open && { animationName: `${slideOut}` }),
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        Timesheet for week 23 submitted.
      </Snackbar>
    </>
  );
}
