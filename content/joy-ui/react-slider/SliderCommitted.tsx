import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function SliderCommitted() {
  const [preview, setPreview] = React.useState(70);
  const [saved, setSaved] = React.useState(70);
  return (
    <Box sx={{ maxWidth: 380 }}>
      <Typography level="title-sm">Photo brightness: {preview}%</Typography>
      {/* onChange fires while dragging; onChangeCommitted once, on release (or per key press). */}
      <Slider
        aria-label="Photo brightness"
        value={preview}
        onChange={(_event, value) => setPreview(value as number)}
        onChangeCommitted={(_event, value) => setSaved(value as number)}
      />
      <Box
        sx={{ height: 60, borderRadius: 'sm', bgcolor: 'neutral.500', filter: `brightness(${preview / 50})` }}
        aria-hidden
      />
      <Typography level="body-sm" aria-live="polite" sx={{ mt: 1 }}>
        Saved to the server: {saved}%
      </Typography>
    </Box>
  );
}
