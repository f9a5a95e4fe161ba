import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import Save from '@mui/icons-material/Save';
import Sync from '@mui/icons-material/Sync';

type Task = 'save' | 'sync' | 'import';

export default function ButtonLoading() {
  const [task, setTask] = React.useState<Task | null>(null);
  const [done, setDone] = React.useState('');

  const run = (name: Task, message: string) => {
    setTask(name);
    setDone('');
    // Stand-in for a request to your server.
    window.setTimeout(() => {
      setTask(null);
      setDone(message);
    }, 1500);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button loading={task === 'save'} loadingPosition="start" startDecorator={<Save />} onClick={() => run('save', 'Invoice saved.')}>
          Save invoice
        </Button>
        <Button variant="outlined" loading={task === 'sync'} loadingIndicator="Syncing…" onClick={() => run('sync', 'Bank feed is up to date.')}>
          Sync bank feed
        </Button>
        <Button
          variant="soft"
          color="neutral"
          loading={task === 'import'}
          loadingPosition="end"
          endDecorator={<Sync />}
          onClick={() => run('import', '42 statements imported.')}
        >
          Import statements
        </Button>
      </Box>
      <Typography level="body-sm" aria-live="polite">{done}</Typography>
    </Box>
  );
}
