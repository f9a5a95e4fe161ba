import LinkIcon from '@mui/icons-material/Link';
import Button from '@mui/material/Button';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function CopyLinkAutoHide() {
  const [open, setOpen] = React.useState(false);
  const [duration, setDuration] = React.useState<number | null>(4000);
  const [lastReason, setLastReason] = React.useState<SnackbarCloseReason | null>(null);

  const handleClose = (_event: React.SyntheticEvent | Event, reason: SnackbarCloseReason) => {
    setLastReason(reason);
    setOpen(false);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={duration}
        onChange={(_event, next: number | null | undefined) => next !== undefined && setDuration(next)}
        aria-label="Hide the notice after"
      >
        <ToggleButton value={2000}>2 s</ToggleButton>
        <ToggleButton value={4000}>4 s</ToggleButton>
        <ToggleButton value={10000}>10 s</ToggleButton>
      </ToggleButtonGroup>
      <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => setOpen(true)}>
        Copy share link
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Last closed by: {lastReason ?? 'not closed yet'}
      </Typography>
      <Snackbar
        open={open}
        autoHideDuration={duration}
        resumeHideDuration={1500}
        onClose={handleClose}
        message="Link to “Q3 roadmap” copied"
      />
    </Stack>
  );
}
