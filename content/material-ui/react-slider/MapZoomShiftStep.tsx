import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function MapZoomShiftStep() {
  const id = React.useId();
  const [zoom, setZoom] = React.useState(40);

  return (
    <Box sx={{ width: 300 }}>
      <Typography id={id} gutterBottom>
        Map zoom: {zoom}%
      </Typography>
      <Slider
        aria-labelledby={id}
        getAriaValueText={(value) => `${value} percent`}
        value={zoom}
        onChange={(_, next) => setZoom(next)}
        step={1}
        shiftStep={20}
        min={0}
        max={100}
      />
      <Typography variant="caption" color="text.secondary">
        Arrow keys move by 1 %; Shift + arrow or Page Up / Page Down jump by 20 %.
      </Typography>
    </Box>
  );
}
