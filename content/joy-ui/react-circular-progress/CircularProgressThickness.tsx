import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const weights = [2, 4, 8, 12];

export default function CircularProgressThickness() {
  return (
    <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
      {weights.map((thickness) => (
        <Stack key={thickness} spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size="lg" thickness={thickness} determinate value={40} aria-label={`Progress, ${thickness} pixel ring`} />
          <Typography level="body-xs">thickness={thickness}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
