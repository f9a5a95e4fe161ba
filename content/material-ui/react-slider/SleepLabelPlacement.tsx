import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const hourMarks = [
  { value: 4, label: '4 h' },
  { value: 6, label: '6 h' },
  { value: 8, label: 'Recommended' },
  { value: 10, label: '10 h' },
  { value: 12, label: '12 h' },
];

export default function SleepLabelPlacement() {
  const id = React.useId();
  const [hours, setHours] = React.useState(7.5);

  return (
    <Box sx={{ width: 340, px: 1, pt: 4 }}>
      <Typography id={id} gutterBottom>
        Sleep target: {hours} hours
      </Typography>
      <Slider
        aria-labelledby={id}
        getAriaValueText={(value) => `${value} hours`}
        value={hours}
        onChange={(_, next) => setHours(next)}
        min={4}
        max={12}
        step={0.5}
        marks={hourMarks}
        sx={{
          mt: 4,
          mb: 0,
          // Move every mark label above the rail, and keep the first and last inside the slider's width.
          '& .MuiSlider-markLabel': { top: -14, fontSize: 12 },
          '& .MuiSlider-markLabel[data-index="0"]': { transform: 'none' },
          '& .MuiSlider-markLabel[data-index="4"]': { transform: 'translateX(-100%)' },
          '& .MuiSlider-markLabelActive': { fontWeight: 600 },
        }}
      />
    </Box>
  );
}
