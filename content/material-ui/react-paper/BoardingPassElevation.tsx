import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function BoardingPassElevation() {
  const [elevation, setElevation] = React.useState(4);
  const labelId = React.useId();

  return (
    <Stack spacing={3} sx={{ maxWidth: 420 }}>
      <Box sx={{ px: 1 }}>
        <Typography id={labelId} variant="body2" gutterBottom>
          Elevation: {elevation}
        </Typography>
        <Slider
          value={elevation}
          min={0}
          max={24}
          step={1}
          marks
          onChange={(_event, value) => setElevation(value as number)}
          slotProps={{ input: { 'aria-labelledby': labelId } }}
        />
      </Box>
      <Box sx={{ p: 3, bgcolor: 'background.default', borderRadius: 2 }}>
        <Paper elevation={elevation} sx={{ p: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <FlightTakeoffIcon color="primary" aria-hidden />
            <div>
              <Typography sx={{ fontWeight: 600 }}>LIS → OSL · TP 1248</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Boarding 06:25 · Gate 14 · Seat 21C
              </Typography>
            </div>
          </Stack>
        </Paper>
      </Box>
    </Stack>
  );
}
