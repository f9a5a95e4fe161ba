import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const goals = [
  { label: 'Steps', value: 82, detail: '8,200 of 10,000' },
  { label: 'Water', value: 50, detail: '1 of 2 litres' },
  { label: 'Sleep', value: 95, detail: '7.6 of 8 hours' },
];

export default function CircularProgressDeterminate() {
  return (
    <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
      {goals.map((goal) => (
        <Stack key={goal.label} spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress determinate value={goal.value} size="lg" aria-label={`${goal.label} goal`}>
            {goal.value}%
          </CircularProgress>
          <Typography level="title-sm">{goal.label}</Typography>
          <Typography level="body-xs">{goal.detail}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
