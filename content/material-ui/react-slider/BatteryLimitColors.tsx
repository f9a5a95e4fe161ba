import BatteryChargingFullRounded from '@mui/icons-material/BatteryChargingFullRounded';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

function limitColor(limit: number) {
  if (limit <= 80) {
    return 'success';
  }
  return limit <= 90 ? 'warning' : 'error';
}

export default function BatteryLimitColors() {
  const id = React.useId();
  const [limit, setLimit] = React.useState(80);

  return (
    <Box sx={{ width: 320 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <BatteryChargingFullRounded color={limitColor(limit)} />
        <Typography id={id}>Stop charging at {limit}%</Typography>
      </Stack>
      <Slider
        aria-labelledby={id}
        color={limitColor(limit)}
        value={limit}
        onChange={(_, next) => setLimit(next)}
        min={50}
        max={100}
        step={5}
        marks
      />
      <Typography variant="caption" color="text.secondary">
        {limit <= 80 ? 'Best for battery health.' : 'Charging this high wears the battery faster.'}
      </Typography>
    </Box>
  );
}
