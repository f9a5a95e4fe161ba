import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function DiskAlertInvertedTrack() {
  const id = React.useId();
  const [threshold, setThreshold] = React.useState(85);

  return (
    <Box sx={{ width: 320 }}>
      <Typography id={id} gutterBottom>
        Alert when disk usage is above {threshold}%
      </Typography>
      <Slider
        aria-labelledby={id}
        getAriaValueText={(value) => `${value} percent`}
        track="inverted"
        color="warning"
        value={threshold}
        onChange={(_, next) => setThreshold(next)}
        min={50}
        max={100}
        marks={[
          { value: 50, label: '50%' },
          { value: 100, label: '100%' },
        ]}
      />
    </Box>
  );
}
