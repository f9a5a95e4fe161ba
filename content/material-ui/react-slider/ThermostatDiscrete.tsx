import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

function celsius(value: number) {
  return `${value} °C`;
}

export default function ThermostatDiscrete() {
  const id = React.useId();
  const [target, setTarget] = React.useState(21);

  return (
    <Box sx={{ width: 300 }}>
      <Typography id={id} gutterBottom>
        Living room target: {celsius(target)}
      </Typography>
      <Slider
        aria-labelledby={id}
        getAriaValueText={celsius}
        valueLabelDisplay="auto"
        value={target}
        onChange={(_, next) => setTarget(next)}
        step={0.5}
        marks
        min={16}
        max={26}
      />
    </Box>
  );
}
