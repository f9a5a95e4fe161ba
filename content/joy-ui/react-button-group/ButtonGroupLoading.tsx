import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ButtonGroupLoading() {
  const [running, setRunning] = React.useState<string | null>(null);
  const [log, setLog] = React.useState('Last deploy: 2 days ago.');

  const start = (job: string) => {
    setRunning(job);
    // Stand-in for a call to your CI service.
    window.setTimeout(() => {
      setRunning(null);
      setLog(`${job} finished.`);
    }, 1500);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="soft" color="primary" aria-label="Pipeline">
        {['Build', 'Test', 'Deploy'].map((job) => (
          <Button
            key={job}
            loading={running === job}
            disabled={running !== null && running !== job}
            onClick={() => start(job)}
          >
            {job}
          </Button>
        ))}
      </ButtonGroup>
      <Typography level="body-sm" aria-live="polite">
        {running ? `${running} running…` : log}
      </Typography>
    </Stack>
  );
}
