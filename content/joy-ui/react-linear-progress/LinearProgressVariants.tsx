import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['soft', 'solid', 'outlined', 'plain'] as const;

export default function LinearProgressVariants() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      {variants.map((variant) => (
        <div key={variant}>
          <Typography level="body-xs" sx={{ mb: 0.5 }}>
            {variant}
          </Typography>
          <LinearProgress variant={variant} determinate value={65} aria-label={`Course completed, ${variant}`} />
        </div>
      ))}
    </Stack>
  );
}
