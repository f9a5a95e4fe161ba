import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

function dollars(value: number) {
  return `$${value}`;
}

export default function PriceRangeFilter() {
  const id = React.useId();
  const [range, setRange] = React.useState<number[]>([40, 180]);

  return (
    <Box sx={{ width: 300 }}>
      <Typography id={id} variant="subtitle2" component="p" gutterBottom>
        Price: {dollars(range[0])} to {dollars(range[1])}
      </Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={dollars}
        valueLabelDisplay="auto"
        valueLabelFormat={dollars}
        value={range}
        onChange={(_, next) => setRange(next)}
        min={0}
        max={300}
        step={5}
      />
    </Box>
  );
}
