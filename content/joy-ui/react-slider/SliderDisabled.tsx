import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function SliderDisabled() {
  const [auto, setAuto] = React.useState(false);
  return (
    <Box sx={{ maxWidth: 380 }}>
      <Checkbox
        label="Adjust brightness automatically"
        checked={auto}
        onChange={(event) => setAuto(event.target.checked)}
        sx={{ mb: 2 }}
      />
      <Typography level="body-sm">Screen brightness</Typography>
      {/* disabled keeps the value visible but stops dragging and focus. */}
      <Slider aria-label="Screen brightness" defaultValue={60} disabled={auto} />
    </Box>
  );
}
