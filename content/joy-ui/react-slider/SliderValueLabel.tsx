import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const celsius = (value: number) => `${value} °C`;

export default function SliderValueLabel() {
  return (
    <Box sx={{ maxWidth: 360, pt: 5 }}>
      {/* valueLabelDisplay="on" keeps the bubble visible; "auto" shows it on hover and focus. */}
      <Slider
        aria-label="Thermostat target"
        defaultValue={21}
        min={15}
        max={28}
        step={0.5}
        valueLabelDisplay="on"
        valueLabelFormat={celsius}
        getAriaValueText={celsius}
      />
      <Typography level="body-sm">Heating switches off above the target.</Typography>
    </Box>
  );
}
