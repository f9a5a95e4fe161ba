import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import * as React from 'react';

interface ValueLabelProps {
  children: React.ReactElement<unknown>;
  value: number;
  open: boolean;
}

function KelvinTooltip({ children, value, open }: ValueLabelProps) {
  const mood = value < 3500 ? 'Warm' : value < 5000 ? 'Neutral' : 'Daylight';
  return (
    <Tooltip open={open} placement="top" describeChild title={<span>{`${mood} · ${value} K`}</span>}>
      {children}
    </Tooltip>
  );
}

export default function ColorTemperatureTooltip() {
  const id = React.useId();

  return (
    <Box sx={{ width: 320, pt: 4 }}>
      <Typography id={id} gutterBottom>
        Desk lamp colour temperature
      </Typography>
      <Slider
        aria-labelledby={id}
        getAriaValueText={(value) => `${value} kelvin`}
        defaultValue={4000}
        min={2700}
        max={6500}
        step={100}
        valueLabelDisplay="auto"
        slots={{ valueLabel: KelvinTooltip }}
        sx={{
          '& .MuiSlider-rail': {
            opacity: 1,
            background: 'linear-gradient(90deg, #ffb46b, #fff4e5, #cfe3ff)',
          },
          '& .MuiSlider-track': { opacity: 0 },
        }}
      />
    </Box>
  );
}
