import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function SliderSteps() {
  const labelId = React.useId();
  const [fontSize, setFontSize] = React.useState(16);
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography id={labelId} level="title-sm">
        Reading text size: {fontSize}px
      </Typography>
      {/* step + marks: the thumb snaps to 12, 14, … 24 and a dot shows each stop. */}
      <Slider
        slotProps={{ input: { 'aria-labelledby': labelId } }}
        value={fontSize}
        onChange={(_event, value) => setFontSize(value as number)}
        min={12}
        max={24}
        step={2}
        marks
        getAriaValueText={(value) => `${value} pixels`}
      />
      <Typography sx={{ fontSize }}>The quick brown fox jumps over the lazy dog.</Typography>
    </Box>
  );
}
