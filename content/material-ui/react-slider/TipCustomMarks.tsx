import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const bill = 64.8;

const tipMarks = [
  { value: 0, label: 'None' },
  { value: 10, label: '10%' },
  { value: 15, label: '15%' },
  { value: 20, label: '20%' },
  { value: 25, label: 'Generous' },
];

export default function TipCustomMarks() {
  const id = React.useId();
  const [tip, setTip] = React.useState(15);
  const total = bill * (1 + tip / 100);

  return (
    <Box sx={{ width: 320, px: 2 }}>
      <Typography id={id} gutterBottom>
        Tip for table 7
      </Typography>
      <Slider
        aria-labelledby={id}
        getAriaValueText={(value) => `${value} percent tip`}
        value={tip}
        onChange={(_, next) => setTip(next)}
        step={1}
        min={0}
        max={25}
        marks={tipMarks}
        valueLabelDisplay="auto"
      />
      <Typography variant="body2" color="text.secondary">
        Total with tip: ${total.toFixed(2)}
      </Typography>
    </Box>
  );
}
