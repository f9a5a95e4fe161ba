import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

function pace(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} /km`;
}

const paceMarks = [
  { value: 270, label: 'Race' },
  { value: 330, label: 'Tempo' },
  { value: 390, label: 'Easy' },
];

export default function RunningPaceNoTrack() {
  const id = React.useId();
  const [target, setTarget] = React.useState(345);

  return (
    <Box sx={{ width: 320, px: 2 }}>
      <Typography id={id} gutterBottom>
        Target pace: {pace(target)}
      </Typography>
      <Slider
        aria-labelledby={id}
        getAriaValueText={pace}
        valueLabelDisplay="auto"
        valueLabelFormat={pace}
        track={false}
        value={target}
        onChange={(_, next) => setTarget(next)}
        min={240}
        max={420}
        step={5}
        marks={paceMarks}
      />
    </Box>
  );
}
