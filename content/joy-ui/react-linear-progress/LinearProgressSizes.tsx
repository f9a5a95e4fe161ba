import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = [
  { size: 'sm', use: 'Inside a table row' },
  { size: 'md', use: 'In a card' },
  { size: 'lg', use: 'Main task on the page' },
] as const;

export default function LinearProgressSizes() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      {sizes.map((item) => (
        <div key={item.size}>
          <Typography level="body-xs" sx={{ mb: 0.5 }}>
            {item.size}: {item.use}
          </Typography>
          <LinearProgress size={item.size} determinate value={55} aria-label={`Import progress, size ${item.size}`} />
        </div>
      ))}
    </Stack>
  );
}
