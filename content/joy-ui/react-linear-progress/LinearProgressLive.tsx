import * as React from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const steps = ['Downloading packages', 'Verifying signatures', 'Installing', 'Cleaning up'];

export default function LinearProgressLive() {
  const [progress, setProgress] = React.useState<number | null>(null);
  const labelId = React.useId();

  React.useEffect(() => {
    if (progress === null || progress >= 100) {
      return undefined;
    }
    const timer = window.setTimeout(() => setProgress(Math.min(100, progress + 5)), 200);
    return () => window.clearTimeout(timer);
  }, [progress]);

  const step = progress === null ? null : steps[Math.min(steps.length - 1, Math.floor(progress / 25))];

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 380 }}>
      <Typography id={labelId} level="title-sm">
        Update 3.8.1
      </Typography>
      {progress !== null && <LinearProgress determinate value={progress} aria-labelledby={labelId} />}
      <Typography level="body-sm" aria-live="polite">
        {progress === null ? 'A new version is available.' : progress === 100 ? 'Update installed.' : `${step}…`}
      </Typography>
      <Button size="sm" sx={{ alignSelf: 'flex-start' }} onClick={() => setProgress(0)} disabled={progress !== null && progress < 100}>
        {progress === 100 ? 'Run again' : 'Install update'}
      </Button>
    </Stack>
  );
}
