import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function SliderVariants() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 380 }}>
      {variants.map((variant, index) => (
        <Box key={variant}>
          <Typography level="body-sm">Warmth of the lamp ({variant})</Typography>
          <Slider
            aria-label={`Warmth of the lamp, ${variant} slider`}
            variant={variant}
            color="warning"
            defaultValue={30 + index * 15}
          />
        </Box>
      ))}
    </Stack>
  );
}
