import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function LinearProgressCustom() {
  const xp = 1340;
  const nextLevel = 2000;
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 360 }}>
      <Typography level="title-sm">Level 7 · {nextLevel - xp} XP to level 8</Typography>
      <LinearProgress
        determinate
        value={(xp / nextLevel) * 100}
        aria-label="Experience towards level 8"
        sx={{
          '--LinearProgress-thickness': '18px',
          '--LinearProgress-progressThickness': '12px',
          '--LinearProgress-radius': '6px',
          '--LinearProgress-progressRadius': '4px',
          color: 'var(--joy-palette-warning-400)',
          '&::before': { backgroundImage: 'linear-gradient(90deg, var(--joy-palette-warning-300), var(--joy-palette-danger-400))' },
        }}
      />
    </Stack>
  );
}
