import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

// Each step doubles the size: position 0 is 1 MB, position 10 is 1024 MB.
const toMegabytes = (position: number) => 2 ** position;

const formatSize = (megabytes: number) => (megabytes >= 1024 ? `${megabytes / 1024} GB` : `${megabytes} MB`);

export default function SliderScale() {
  const labelId = React.useId();
  const [position, setPosition] = React.useState(6);
  return (
    <Box sx={{ maxWidth: 380, pt: 4 }}>
      {/* `value` stays linear; `scale` maps it to what is shown and announced. */}
      <Slider
        slotProps={{ input: { 'aria-labelledby': labelId } }}
        value={position}
        onChange={(_event, value) => setPosition(value as number)}
        min={0}
        max={10}
        scale={toMegabytes}
        valueLabelDisplay="auto"
        valueLabelFormat={formatSize}
        getAriaValueText={formatSize}
      />
      <Typography id={labelId} level="body-sm">
        Skip attachments larger than {formatSize(toMegabytes(position))}
      </Typography>
    </Box>
  );
}
