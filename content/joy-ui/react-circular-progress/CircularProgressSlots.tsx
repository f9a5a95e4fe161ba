import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CircularProgressSlots() {
  const score = 74;
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <CircularProgress
        determinate
        value={score}
        size="lg"
        aria-label="Performance score"
        sx={{ '--CircularProgress-size': '96px' }}
        slotProps={{
          // Start the arc at the bottom instead of the top.
          svg: { style: { transform: 'rotate(90deg)' } },
          track: { style: { opacity: 0.4 } },
          progress: { style: { transition: 'stroke-dashoffset 0.6s ease' } },
        }}
      >
        <Typography level="title-lg" component="span" textColor="text.primary">
          {score}
        </Typography>
      </CircularProgress>
      <Typography level="body-sm" sx={{ maxWidth: 220 }}>
        Page speed score for the mobile home page. Scores above 90 are considered fast.
      </Typography>
    </Stack>
  );
}
