import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CircularProgressLive() {
  const [percent, setPercent] = React.useState(0);
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = window.setInterval(() => {
      setPercent((value) => {
        if (value >= 100) {
          setRunning(false);
          return 100;
        }
        return Math.min(100, value + 7);
      });
    }, 300);
    return () => window.clearInterval(timer);
  }, [running]);

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <CircularProgress determinate value={percent} size="lg" color={percent === 100 ? 'success' : 'primary'} aria-label="Video export">
        {percent}%
      </CircularProgress>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography level="body-sm" aria-live="polite">
          {percent === 100 ? 'Export finished.' : running ? 'Exporting holiday-film.mp4…' : 'Ready to export.'}
        </Typography>
        <Button
          size="sm"
          onClick={() => {
            setPercent(0);
            setRunning(true);
          }}
          disabled={running}
        >
          {percent === 100 ? 'Export again' : 'Start export'}
        </Button>
      </Stack>
    </Stack>
  );
}
