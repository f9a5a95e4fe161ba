import WbSunnyRounded from '@mui/icons-material/WbSunnyRounded';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider, { SliderThumb } from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import * as React from 'react';

// A replacement thumb. It receives what the Slider gives its thumb (class names, position
// style, owner state) and must pass it on, and render `children`: the hidden range input.
function SunThumb({ children, ...other }: React.HTMLAttributes<HTMLSpanElement>) {
  return (
    <SliderThumb {...other}>
      {children}
      <WbSunnyRounded sx={{ fontSize: 16, color: 'primary.contrastText' }} />
    </SliderThumb>
  );
}

export default function BrightnessThumbSlot() {
  const id = React.useId();
  const [auto, setAuto] = React.useState(false);
  return (
    <Box sx={{ width: 300 }}>
      <Typography id={id} gutterBottom>
        Screen brightness
      </Typography>
      <Slider
        aria-labelledby={id}
        defaultValue={65}
        disabled={auto}
        slots={{ thumb: SunThumb }}
        sx={{ '& .MuiSlider-thumb': { width: 28, height: 28 } }}
        // A slotProps entry can be a function of the owner state (the props and state of the Slider).
        slotProps={{
          thumb: (ownerState) => ({ style: { opacity: ownerState.disabled ? 0.5 : 1 } }),
          rail: { style: { opacity: 0.3 } },
        }}
      />
      <FormControlLabel
        control={<Switch checked={auto} onChange={(event) => setAuto(event.target.checked)} />}
        label="Automatic"
      />
    </Box>
  );
}
