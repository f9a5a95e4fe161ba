import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function UploadSliderNested() {
  const id = React.useId();
  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <Typography id={id} gutterBottom>
        Image quality for uploads
      </Typography>
      <Slider
        aria-labelledby={id}
        defaultValue={80}
        step={10}
        marks
        min={40}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value}%`}
        // `& .MuiSlider-…` reaches the parts the component renders inside its root.
        sx={{
          height: 8,
          '& .MuiSlider-rail': { opacity: 0.2 },
          '& .MuiSlider-thumb': { width: 22, height: 22, border: '3px solid', borderColor: 'background.paper' },
          '& .MuiSlider-mark': { height: 8, width: 2, bgcolor: 'background.paper' },
          '& .MuiSlider-valueLabel': { borderRadius: 2, bgcolor: 'primary.dark' },
        }}
      />
    </Box>
  );
}
