import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const totalPhotos = 40;

export default function PhotoImportDeterminate() {
  const [imported, setImported] = React.useState(0);
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) return undefined;
    if (imported >= totalPhotos) {
      setRunning(false);
      return undefined;
    }
    // Pretend each photo takes a moment to copy.
    const next = window.setTimeout(() => setImported((count) => count + 1), 120);
    return () => window.clearTimeout(next);
  }, [running, imported]);

  const start = () => {
    setImported(0);
    setRunning(true);
  };

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <CircularProgress
        variant="determinate"
        value={(imported / totalPhotos) * 100}
        aria-label="Photos imported"
        aria-valuetext={`${imported} of ${totalPhotos} photos`}
      />
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          {imported} of {totalPhotos} photos imported from “SD card”
        </Typography>
        <Button size="small" variant="outlined" onClick={start} disabled={running}>
          {imported === totalPhotos ? 'Import again' : 'Start import'}
        </Button>
      </Stack>
    </Stack>
  );
}
