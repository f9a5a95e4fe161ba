import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CircularProgressCustom() {
  const funded = 68;
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <CircularProgress
        determinate
        value={funded}
        aria-label="Campaign funded"
        sx={{
          '--CircularProgress-size': '120px',
          '--CircularProgress-trackThickness': '6px',
          '--CircularProgress-progressThickness': '14px',
          '--CircularProgress-linecap': 'butt',
          '--CircularProgress-progressColor': 'var(--joy-palette-success-500)',
          '--CircularProgress-trackColor': 'var(--joy-palette-success-100)',
        }}
      >
        <Typography level="h4" component="span" textColor="text.primary">
          {funded}%
        </Typography>
      </CircularProgress>
      <div>
        <Typography level="title-md">Community garden</Typography>
        <Typography level="body-sm">€6,800 of €10,000 raised · 12 days left</Typography>
      </div>
    </Stack>
  );
}
