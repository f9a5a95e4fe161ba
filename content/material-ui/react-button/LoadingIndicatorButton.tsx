import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import * as React from 'react';

export default function LoadingIndicatorButton() {
  const [checking, setChecking] = React.useState(false);
  const [rooms, setRooms] = React.useState<number | null>(null);

  const check = () => {
    setChecking(true);
    setTimeout(() => {
      setRooms(3);
      setChecking(false);
    }, 1500);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" loading={checking} loadingIndicator="Checking…" onClick={check}>
        Check availability
      </Button>
      <IconButton aria-label="Refresh room list" loading={checking} onClick={check}>
        <RefreshIcon />
      </IconButton>
      <Typography variant="body2" role="status">
        {rooms !== null && !checking ? `${rooms} rooms free on 14–16 March` : ''}
      </Typography>
    </Stack>
  );
}
