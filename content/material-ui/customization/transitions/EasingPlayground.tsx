import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import * as React from 'react';

const easings = ['easeInOut', 'easeOut', 'easeIn', 'sharp'] as const;
const durations = ['shortest', 'shorter', 'short', 'standard', 'complex', 'enteringScreen', 'leavingScreen'] as const;

export default function EasingPlayground() {
  const theme = useTheme();
  const [easing, setEasing] = React.useState<(typeof easings)[number]>('easeInOut');
  const [duration, setDuration] = React.useState<(typeof durations)[number]>('complex');
  const [arrived, setArrived] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="Easing"
          value={easing}
          onChange={(e) => setEasing(e.target.value as typeof easing)}
          slotProps={{ inputLabel: { htmlFor: undefined } }}
          sx={{ flex: 1 }}
        >
          {easings.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Duration"
          value={duration}
          onChange={(e) => setDuration(e.target.value as typeof duration)}
          slotProps={{ inputLabel: { htmlFor: undefined } }}
          sx={{ flex: 1 }}
        >
          {durations.map((name) => (
            <MenuItem key={name} value={name}>
              {name} ({theme.transitions.duration[name]} ms)
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ position: 'relative', height: 40, borderRadius: 5, bgcolor: 'action.hover' }}>
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: 4,
            left: arrived ? 'calc(100% - 36px)' : '4px',
            width: 32,
            height: 32,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            // create(properties, options) writes the CSS transition from the theme's tokens.
            transition: theme.transitions.create('left', {
              duration: theme.transitions.duration[duration],
              easing: theme.transitions.easing[easing],
            }),
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        />
      </Box>
      <Button variant="outlined" onClick={() => setArrived((value) => !value)} sx={{ alignSelf: 'flex-start' }}>
        {arrived ? 'Send back' : 'Send across'}
      </Button>
    </Stack>
  );
}
