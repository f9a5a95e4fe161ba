import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import { cityNight } from './artwork';

export default function AspectRatioMinMax() {
  const [width, setWidth] = React.useState(100);
  const labelId = React.useId();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography id={labelId} level="body-sm">
        Container width: {width}%
      </Typography>
      <Slider
        slotProps={{ input: { 'aria-labelledby': labelId } }}
        value={width}
        min={30}
        max={100}
        onChange={(_, value) => setWidth(value as number)}
        sx={{ mb: 2 }}
      />
      <Box sx={{ width: `${width}%` }}>
        <AspectRatio ratio="21/9" minHeight={120} maxHeight={200} sx={{ borderRadius: 'md' }}>
          <img src={cityNight} alt="City skyline at night with lit windows" />
        </AspectRatio>
      </Box>
    </Box>
  );
}
