import * as React from 'react';
import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const scores = Array.from({ length: 11 }, (_, index) => index);

export default function GridColumns() {
  const [score, setScore] = React.useState<number | null>(null);
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, maxWidth: 560 }}>
      <Box component="legend" sx={{ mb: 1 }}>
        How likely are you to recommend us to a friend?
      </Box>
      <Grid container columns={11} spacing={0.5}>
        {scores.map((value) => (
          <Grid key={value} size={1}>
            <Box
              component="button"
              type="button"
              aria-pressed={score === value}
              onClick={() => setScore(value)}
              sx={{
                width: 1,
                py: 1,
                font: 'inherit',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                cursor: 'pointer',
                bgcolor: score === value ? 'primary.main' : 'background.paper',
                color: score === value ? 'primary.contrastText' : 'text.primary',
              }}
            >
              {value}
            </Box>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5, fontSize: 13, color: 'text.secondary' }}>
        <span>Not likely</span>
        <span>Very likely</span>
      </Box>
    </Box>
  );
}
