import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';

type Message = { id: number; text: string };

export default function SnackbarConsecutive() {
  const [queue, setQueue] = React.useState<Message[]>([]);
  const [current, setCurrent] = React.useState<Message | null>(null);
  const [open, setOpen] = React.useState(false);
  const nextId = React.useRef(1);

  // Show the next queued message once the previous one is gone.
  React.useEffect(() => {
    if (!current && queue.length > 0) {
      setCurrent(queue[0]);
      setQueue((list) => list.slice(1));
      setOpen(true);
    }
  }, [current, queue]);

  const push = (text: string) => {
    setQueue((list) => [...list, { id: nextId.current, text }]);
    nextId.current += 1;
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="sm" variant="outlined" onClick={() => push('Photo uploaded.')}>
          Upload photo
        </Button>
        <Button size="sm" variant="outlined" onClick={() => push('Album renamed to “Lisbon 2024”.')}>
          Rename album
        </Button>
        <Button size="sm" variant="outlined" onClick={() => push('Album shared with 3 people.')}>
          Share album
        </Button>
      </Stack>
      <Snackbar
        key={current?.id}
        role="status"
        open={open}
        autoHideDuration={2500}
        onClose={() => setOpen(false)}
        onUnmount={() => setCurrent(null)}
      >
        {current?.text}
      </Snackbar>
    </>
  );
}
