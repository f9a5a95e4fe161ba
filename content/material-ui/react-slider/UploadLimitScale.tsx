import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const units = ['KB', 'MB', 'GB'];

// The slider moves through exponents: 0 → 1 KB, 10 → 1 MB, 20 → 1 GB.
function toKilobytes(exponent: number) {
  return 2 ** exponent;
}

function formatSize(kilobytes: number) {
  let size = kilobytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size} ${units[unit]}`;
}

export default function UploadLimitScale() {
  const id = React.useId();
  const [exponent, setExponent] = React.useState(14);

  return (
    <Box sx={{ width: 320 }}>
      <Typography id={id} gutterBottom>
        Largest attachment: {formatSize(toKilobytes(exponent))}
      </Typography>
      <Slider
        aria-labelledby={id}
        value={exponent}
        onChange={(_, next) => setExponent(next)}
        min={5}
        max={22}
        step={1}
        scale={toKilobytes}
        getAriaValueText={formatSize}
        valueLabelFormat={formatSize}
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
