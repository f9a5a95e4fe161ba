import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function SliderBasic() {
  const labelId = React.useId();
  const [radius, setRadius] = React.useState(15);
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography id={labelId} level="title-sm">
        Show jobs within {radius} km of Utrecht
      </Typography>
      <Slider
        // On Slider itself aria-labelledby would also land on the root <span>: give it to the input.
        slotProps={{ input: { 'aria-labelledby': labelId } }}
        value={radius}
        min={1}
        max={50}
        onChange={(_event, value) => setRadius(value as number)}
        getAriaValueText={(value) => `${value} kilometres`}
      />
    </Box>
  );
}
