import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Fade from '@mui/material/Fade';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

const terms = Array.from(
  { length: 15 },
  (_, index) => `${index + 1}. Bookings can be changed free of charge up to 48 hours before check-in, subject to availability.`,
);

export default function BackToTop() {
  // In an app, leave `target` out and the hook listens to the window.
  const [scroller, setScroller] = React.useState<HTMLElement | null>(null);
  const showButton = useScrollTrigger({ target: scroller ?? undefined, disableHysteresis: true, threshold: 120 });

  return (
    <Box sx={{ position: 'relative', bgcolor: 'background.default', color: 'text.primary' }}>
      <Box ref={setScroller} sx={{ height: 320, overflowY: 'auto' }}>
        <AppBar position="sticky">
          <Toolbar>
            <Typography variant="h6" component="h1">
              Booking terms
            </Typography>
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ p: 2 }}>
          {terms.map((term) => (
            <Typography key={term} sx={{ mb: 2 }}>
              {term}
            </Typography>
          ))}
        </Box>
      </Box>
      <Fade in={showButton}>
        <Fab
          size="small"
          color="secondary"
          aria-label="Back to top"
          onClick={() => scroller?.scrollTo({ top: 0, behavior: 'smooth' })}
          sx={{ position: 'absolute', bottom: 16, right: 16 }}
        >
          <KeyboardArrowUpIcon />
        </Fab>
      </Fade>
    </Box>
  );
}
