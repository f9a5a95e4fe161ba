import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import CloudOff from '@mui/icons-material/CloudOff';
import SystemUpdate from '@mui/icons-material/SystemUpdate';

export default function AlertActions() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 520 }}>
      <Alert
        color="neutral"
        startDecorator={<SystemUpdate />}
        endDecorator={
          <Button size="sm" variant="solid" color="primary">
            Restart now
          </Button>
        }
      >
        Version 4.2 is ready to install.
      </Alert>
      <Alert
        color="danger"
        startDecorator={<CloudOff />}
        endDecorator={
          <Button size="sm" variant="outlined" color="danger">
            Retry
          </Button>
        }
      >
        You are offline. 3 changes are waiting to sync.
      </Alert>
    </Stack>
  );
}
