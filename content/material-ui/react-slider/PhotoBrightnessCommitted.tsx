import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function PhotoBrightnessCommitted() {
  const id = React.useId();
  const [preview, setPreview] = React.useState(100);
  const [saved, setSaved] = React.useState(100);
  const [saves, setSaves] = React.useState(0);

  return (
    <Box sx={{ width: 320 }}>
      <Box
        role="img"
        aria-label="Photo preview of a mountain lake"
        sx={{
          height: 110,
          borderRadius: 1,
          mb: 2,
          background: 'linear-gradient(180deg, #7fb3d5 0%, #f5cba7 55%, #1f618d 56%, #154360 100%)',
          filter: `brightness(${preview}%)`,
        }}
      />
      <Typography id={id} gutterBottom>
        Brightness
      </Typography>
      <Slider
        aria-labelledby={id}
        getAriaValueText={(value) => `${value} percent`}
        value={preview}
        min={50}
        max={150}
        onChange={(_, next) => setPreview(next)}
        onChangeCommitted={(_, next) => {
          setSaved(next as number);
          setSaves((count) => count + 1);
        }}
      />
      <Typography variant="body2" color="text.secondary">
        Saved value: {saved}% · edits sent to the server: {saves}
      </Typography>
    </Box>
  );
}
