import CircularProgress from '@mui/joy/CircularProgress';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const goals = [
  { label: 'Steps', value: 72, detail: '7,200 of 10,000', color: 'primary' },
  { label: 'Active minutes', value: 45, detail: '27 of 60', color: 'success' },
  { label: 'Water', value: 88, detail: '7 of 8 glasses', color: 'neutral' },
] as const;

export default function CircularProgressThickness() {
  const [main, ...others] = goals;
  return (
    <Sheet variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 3, p: 2, borderRadius: 'md', width: 'fit-content', flexWrap: 'wrap' }}>
      {/* The main goal gets a heavy ring; thickness sets track and progress together, in pixels. */}
      <CircularProgress
        determinate
        value={main.value}
        size="lg"
        thickness={10}
        color={main.color}
        aria-label={`${main.label}: ${main.detail}`}
        sx={{ '--CircularProgress-size': '96px' }}
      >
        <Typography level="title-md" component="span">
          {main.value}%
        </Typography>
      </CircularProgress>
      <Stack spacing={1.5}>
        {others.map((goal) => (
          <Stack key={goal.label} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {/* Secondary goals: thin rings that do not compete with the main one. */}
            <CircularProgress determinate value={goal.value} size="sm" thickness={2} color={goal.color} aria-label={`${goal.label}: ${goal.detail}`} />
            <div>
              <Typography level="title-sm">{goal.label}</Typography>
              <Typography level="body-xs">{goal.detail}</Typography>
            </div>
          </Stack>
        ))}
      </Stack>
    </Sheet>
  );
}
