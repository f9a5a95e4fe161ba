import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const duration = 245; // seconds

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export default function SliderCustom() {
  const [position, setPosition] = React.useState(92);
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Slider
        aria-label="Playback position"
        value={position}
        max={duration}
        onChange={(_event, value) => setPosition(value as number)}
        getAriaValueText={(value) => `${clock(value)} of ${clock(duration)}`}
        // A thin bar whose thumb only appears on hover or focus.
        sx={{
          '--Slider-trackSize': '4px',
          '--Slider-thumbSize': '14px',
          '--Slider-thumbWidth': '14px',
          '--Slider-trackRadius': '2px',
          '&:not(:hover):not(:focus-within) .MuiSlider-thumb': { opacity: 0 },
          '& .MuiSlider-thumb': { transition: 'opacity .15s' },
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography level="body-xs">{clock(position)}</Typography>
        <Typography level="body-xs">{clock(duration)}</Typography>
      </Box>
    </Box>
  );
}
