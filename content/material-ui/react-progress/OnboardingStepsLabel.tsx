import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const steps = ['Create workspace', 'Invite teammates', 'Connect calendar', 'Import contacts', 'Pick a theme'];

export default function OnboardingStepsLabel() {
  const [done, setDone] = React.useState(2);
  const percent = Math.round((done / steps.length) * 100);
  const labelId = React.useId();

  return (
    <Box sx={{ maxWidth: 440 }}>
      <Typography id={labelId} variant="body2" sx={{ mb: 1 }}>
        Workspace setup: {done} of {steps.length} steps done
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-labelledby={labelId}
          sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" sx={{ minWidth: '3ch', fontWeight: 600 }}>
          {percent}%
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
        Next: {steps[done] ?? 'all done'}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" disabled={done === 0} onClick={() => setDone((n) => n - 1)}>
          Back
        </Button>
        <Button size="small" variant="contained" disabled={done === steps.length} onClick={() => setDone((n) => n + 1)}>
          Mark step done
        </Button>
      </Stack>
    </Box>
  );
}
