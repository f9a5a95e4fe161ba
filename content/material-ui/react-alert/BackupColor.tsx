import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';

export default function BackupColor() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      <Alert severity="success" color="warning">
        <AlertTitle>Backup finished, with 3 files skipped</AlertTitle>
        The files were open in another program. They will be retried tonight.
      </Alert>
      <Alert severity="info" color="success" variant="outlined">
        Tip: scheduled backups run even while the laptop is asleep.
      </Alert>
    </Stack>
  );
}
