import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

type Speed = 'fast' | 'slow';
const responseTime: Record<Speed, number> = { fast: 300, slow: 2500 };

export default function DelayedInvoiceSpinner() {
  const [loading, setLoading] = React.useState(false);
  const [message, setMessage] = React.useState('No invoice loaded.');

  const load = (speed: Speed) => {
    setLoading(true);
    window.setTimeout(() => {
      setLoading(false);
      setMessage(`Invoice INV-2231 loaded (${speed} server).`);
    }, responseTime[speed]);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={loading} onClick={() => load('fast')}>
          Fast server
        </Button>
        <Button variant="outlined" disabled={loading} onClick={() => load('slow')}>
          Slow server
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minHeight: 40 }}>
        <Box sx={{ width: 40 }}>
          {/* The spinner fades in only if loading lasts longer than 800 ms. */}
          <Fade in={loading} style={{ transitionDelay: loading ? '800ms' : '0ms' }} unmountOnExit>
            <CircularProgress size={32} aria-label="Loading invoice" />
          </Fade>
        </Box>
        <Typography aria-live="polite">{loading ? 'Loading…' : message}</Typography>
      </Stack>
    </Stack>
  );
}
