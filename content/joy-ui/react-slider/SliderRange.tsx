import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const formatPrice = (value: number) => `€${value}`;

export default function SliderRange() {
  const [range, setRange] = React.useState<number[]>([60, 180]);
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography level="title-sm">
        Price per night: {formatPrice(range[0])} to {formatPrice(range[1])}
      </Typography>
      {/* An array value gives one thumb per entry. */}
      <Slider
        value={range}
        onChange={(_event, value) => setRange(value as number[])}
        min={20}
        max={300}
        step={10}
        disableSwap
        valueLabelDisplay="auto"
        valueLabelFormat={formatPrice}
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={formatPrice}
      />
    </Box>
  );
}
