import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Info from '@mui/icons-material/Info';
import Warning from '@mui/icons-material/Warning';
import Schedule from '@mui/icons-material/Schedule';

export default function AlertColors() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 480 }}>
      <Alert color="success" startDecorator={<CheckCircle />}>
        Backup completed: 14.2 GB copied.
      </Alert>
      <Alert color="warning" startDecorator={<Warning />}>
        Storage is 92% full. Old backups will be removed first.
      </Alert>
      <Alert color="danger" startDecorator={<ErrorIcon />}>
        Backup failed: the destination disk is not connected.
      </Alert>
      <Alert color="primary" startDecorator={<Info />}>
        Backups now keep 30 days of history instead of 14.
      </Alert>
      <Alert color="neutral" startDecorator={<Schedule />}>
        Next backup tonight at 23:00.
      </Alert>
    </Stack>
  );
}
