import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

// One pip of a EUR/USD quote is 0.0001.
const PIP = 0.0001;

function formatRate(rate: number) {
  return `${rate.toFixed(4)} USD`;
}

export default function RateAlertFineStep() {
  const id = React.useId();
  const [trigger, setTrigger] = React.useState(1.0835);

  return (
    <Box sx={{ width: 340 }}>
      <Typography id={id} gutterBottom>
        Alert me when 1 EUR reaches {formatRate(trigger)}
      </Typography>
      <Slider
        aria-labelledby={id}
        getAriaValueText={formatRate}
        valueLabelDisplay="auto"
        valueLabelFormat={(rate) => rate.toFixed(4)}
        value={trigger}
        // Keyboard steps add 0.0001 in floating point; round to four decimals like the step.
        onChange={(_, next) => setTrigger(Number(next.toFixed(4)))}
        min={1.05}
        max={1.12}
        step={PIP}
        shiftStep={PIP * 10}
      />
      <Typography variant="caption" color="text.secondary">
        Arrow keys move one pip (0.0001); Shift + arrow or Page Up / Page Down move ten.
      </Typography>
    </Box>
  );
}
