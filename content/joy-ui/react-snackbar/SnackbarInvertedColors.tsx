import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import WifiOff from '@mui/icons-material/WifiOff';

export default function SnackbarInvertedColors() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="outlined" color="danger" onClick={() => setOpen(true)}>
        Simulate a lost connection
      </Button>
      <Snackbar
        role="alert"
        variant="solid"
        color="danger"
        invertedColors
        open={open}
        onClose={(_event, reason) => reason === 'escapeKeyDown' && setOpen(false)}
        startDecorator={<WifiOff />}
        sx={{ maxWidth: 420 }}
      >
        <div>
          <Typography level="title-sm">Connection lost</Typography>
          <Typography level="body-sm">Your last 2 edits are saved on this device and will sync later.</Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button size="sm" variant="solid" onClick={() => setOpen(false)}>
              Retry now
            </Button>
            <Button size="sm" variant="outlined" onClick={() => setOpen(false)}>
              Work offline
            </Button>
          </Stack>
        </div>
      </Snackbar>
    </>
  );
}
