import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';

export default function LinearProgressThickness() {
  return (
    <Stack spacing={2.5} sx={{ width: '100%', maxWidth: 360 }}>
      <LinearProgress thickness={1} aria-label="Loading, 1 pixel bar" />
      <LinearProgress thickness={6} determinate value={30} aria-label="Progress, 6 pixel bar" />
      <LinearProgress thickness={16} determinate value={70} color="success" aria-label="Progress, 16 pixel bar" />
    </Stack>
  );
}
