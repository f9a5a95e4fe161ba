import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const meters = [
  { label: 'Map zoom', color: 'primary', value: 60 },
  { label: 'Opacity of the overlay', color: 'neutral', value: 35 },
  { label: 'Share of pay saved', color: 'success', value: 25 },
  { label: 'Screen warmth at night', color: 'warning', value: 45 },
  { label: 'Alarm volume', color: 'danger', value: 70 },
] as const;

export default function SliderColors() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 380 }}>
      {meters.map((meter) => (
        <Box key={meter.color}>
          <Typography level="body-sm">{meter.label}</Typography>
          <Slider aria-label={meter.label} color={meter.color} defaultValue={meter.value} />
        </Box>
      ))}
    </Stack>
  );
}
