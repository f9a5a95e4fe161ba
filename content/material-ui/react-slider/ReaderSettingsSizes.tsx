import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function ReaderSettingsSizes() {
  const id = React.useId();
  const [textSize, setTextSize] = React.useState(18);
  const [lineHeight, setLineHeight] = React.useState(1.5);

  return (
    <Box sx={{ width: 300 }}>
      <Typography id={`${id}-size`} gutterBottom>
        Text size: {textSize}px
      </Typography>
      <Slider aria-labelledby={`${id}-size`} value={textSize} min={12} max={28} onChange={(_, next) => setTextSize(next)} />
      <Typography id={`${id}-line`} variant="body2" gutterBottom>
        Line height: {lineHeight.toFixed(1)}
      </Typography>
      <Slider
        size="small"
        aria-labelledby={`${id}-line`}
        value={lineHeight}
        min={1}
        max={2}
        step={0.1}
        onChange={(_, next) => setLineHeight(next)}
      />
      <Typography id={`${id}-margin`} variant="body2" color="text.disabled" gutterBottom>
        Page margins (not available for this book)
      </Typography>
      <Slider size="small" disabled aria-labelledby={`${id}-margin`} defaultValue={30} />
    </Box>
  );
}
