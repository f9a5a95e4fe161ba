import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const total = 30;

export default function CircularProgressCountdown() {
  const [left, setLeft] = React.useState(total);

  React.useEffect(() => {
    if (left === 0) {
      return undefined;
    }
    const timer = window.setTimeout(() => setLeft(left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <CircularProgress
        determinate
        value={(left / total) * 100}
        color={left <= 5 ? 'danger' : 'neutral'}
        size="lg"
        aria-label="Time left to enter the code"
        aria-valuetext={`${left} seconds left`}
      >
        {left}s
      </CircularProgress>
      <Typography level="body-sm">{left > 0 ? 'Enter the code we sent to your phone.' : 'The code expired.'}</Typography>
      <Button size="sm" variant="outlined" onClick={() => setLeft(total)}>
        Send a new code
      </Button>
    </Stack>
  );
}
