import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sliders = [
  { size: 'sm', label: 'Playback speed in a mini player (sm)', value: 30 },
  { size: 'md', label: 'Brush size in an editor (md)', value: 50 },
  { size: 'lg', label: 'Fan speed on a touch panel (lg)', value: 70 },
] as const;

export default function SliderSizes() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 380 }}>
      {sliders.map((slider) => (
        <Box key={slider.size}>
          <Typography level="body-sm">{slider.label}</Typography>
          <Slider aria-label={slider.label} size={slider.size} defaultValue={slider.value} />
        </Box>
      ))}
    </Stack>
  );
}
