import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const bands = ['60 Hz', '230 Hz', '910 Hz', '3.6 kHz', '14 kHz'];
const gainMarks = [{ value: -12, label: '-12' }, { value: 0, label: '0' }, { value: 12, label: '+12' }];

function decibels(value: number) {
  return `${value > 0 ? '+' : ''}${value} dB`;
}

export default function AudioEqualizer() {
  const [gains, setGains] = React.useState([4, 1, 0, -2, 3]);

  const setGain = (index: number, value: number) => {
    setGains((current) => current.map((gain, i) => (i === index ? value : gain)));
  };

  return (
    <Stack direction="row" spacing={3} sx={{ height: 220, px: 1 }}>
      {bands.map((band, index) => (
        <Box key={band} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
          <Slider
            orientation="vertical"
            aria-label={`${band} gain`}
            getAriaValueText={decibels}
            valueLabelDisplay="auto"
            valueLabelFormat={decibels}
            value={gains[index]}
            onChange={(_, next) => setGain(index, next)}
            min={-12}
            max={12}
            marks={index === 0 ? gainMarks : [{ value: 0 }]}
          />
          <Typography variant="caption" sx={{ mt: 1, whiteSpace: 'nowrap' }}>
            {band}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
