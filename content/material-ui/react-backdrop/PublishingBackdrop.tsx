import PublishIcon from '@mui/icons-material/Publish';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function PublishingBackdrop() {
  const [publishing, setPublishing] = React.useState(false);
  const timer = React.useRef<number | undefined>(undefined);

  const publish = () => {
    setPublishing(true);
    // Pretend the server needs a few seconds; a click on the backdrop also ends the demo.
    timer.current = window.setTimeout(() => setPublishing(false), 3000);
  };

  const stop = () => {
    window.clearTimeout(timer.current);
    setPublishing(false);
  };

  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <div>
      <Button variant="contained" startIcon={<PublishIcon />} onClick={publish}>
        Publish “Spring menu”
      </Button>
      <Backdrop
        open={publishing}
        onClick={stop}
        // The backdrop hides itself from screen readers by default; this one carries a message.
        slotProps={{ root: { 'aria-hidden': false } }}
        sx={(theme) => ({ color: '#fff', zIndex: theme.zIndex.drawer + 1 })}
      >
        <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress color="inherit" aria-label="Publishing" />
          <Typography>Publishing to 3 restaurant sites…</Typography>
        </Stack>
      </Backdrop>
    </div>
  );
}
