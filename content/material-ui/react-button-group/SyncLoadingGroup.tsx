import CloudSyncIcon from '@mui/icons-material/CloudSync';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function SyncLoadingGroup() {
  const [syncing, setSyncing] = React.useState(false);
  const [lastSync, setLastSync] = React.useState('yesterday, 18:04');

  const sync = () => {
    setSyncing(true);
    setTimeout(() => {
      setLastSync('just now');
      setSyncing(false);
    }, 1800);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup aria-label="Shared folder: Client photos">
        <Button loading={syncing} loadingPosition="start" startIcon={<CloudSyncIcon />} onClick={sync}>
          Sync now
        </Button>
        <Button disabled={syncing}>Pause syncing</Button>
        <Button disabled={syncing}>Open folder</Button>
      </ButtonGroup>
      <Typography variant="body2" role="status">
        {syncing ? 'Syncing 48 photos…' : `Last synced ${lastSync}`}
      </Typography>
    </Stack>
  );
}
