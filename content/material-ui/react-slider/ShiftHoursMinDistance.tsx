import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const minShift = 4;

function clock(hour: number) {
  return `${String(hour).padStart(2, '0')}:00`;
}

export default function ShiftHoursMinDistance() {
  const id = React.useId();
  const [shift, setShift] = React.useState<number[]>([9, 17]);

  const handleChange = (_: Event, next: number[], activeThumb: number) => {
    // Keep the thumb being dragged at least `minShift` hours away from the other one.
    if (activeThumb === 0) {
      setShift([Math.min(next[0], shift[1] - minShift), shift[1]]);
    } else {
      setShift([shift[0], Math.max(next[1], shift[0] + minShift)]);
    }
  };

  return (
    <Box sx={{ width: 320 }}>
      <Typography id={id} gutterBottom>
        Shift: {clock(shift[0])} to {clock(shift[1])} (at least {minShift} hours)
      </Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Shift start' : 'Shift end')}
        getAriaValueText={clock}
        valueLabelDisplay="auto"
        valueLabelFormat={clock}
        value={shift}
        onChange={handleChange}
        min={0}
        max={24}
        disableSwap
      />
    </Box>
  );
}
