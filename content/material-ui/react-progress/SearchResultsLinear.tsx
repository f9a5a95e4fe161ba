import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function SearchResultsLinear() {
  const [searching, setSearching] = React.useState(true);

  React.useEffect(() => {
    if (!searching) return undefined;
    const done = window.setTimeout(() => setSearching(false), 3000);
    return () => window.clearTimeout(done);
  }, [searching]);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 480, overflow: 'hidden' }}>
      {/* Keep the bar's height when idle, so the content below doesn't jump. */}
      <Box sx={{ height: 4 }}>
        {searching && <LinearProgress aria-label="Searching flights" />}
      </Box>
      <Box sx={{ p: 2 }} aria-live="polite">
        <Typography sx={{ mb: 1 }}>
          {searching ? 'Searching flights from Lisbon to Oslo…' : '27 flights found, cheapest €84.'}
        </Typography>
        <Button size="small" onClick={() => setSearching(true)} disabled={searching}>
          Search again
        </Button>
      </Box>
    </Paper>
  );
}
