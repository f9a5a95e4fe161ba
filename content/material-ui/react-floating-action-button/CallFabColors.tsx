import CallEndIcon from '@mui/icons-material/CallEnd';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import PresentToAllIcon from '@mui/icons-material/PresentToAll';
import VideocamIcon from '@mui/icons-material/Videocam';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function CallFabColors() {
  const [muted, setMuted] = React.useState(false);
  const [ended, setEnded] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Typography role="status">{ended ? 'Call ended · 14:32' : 'Weekly sync with Amara · 14:31'}</Typography>
      <Stack direction="row" spacing={2} role="toolbar" aria-label="Call controls">
        <Fab color="default" aria-label="Mute microphone" aria-pressed={muted} onClick={() => setMuted((m) => !m)} disabled={ended}>
          {muted ? <MicOffIcon /> : <MicIcon />}
        </Fab>
        <Fab color="primary" aria-label="Turn camera off" disabled={ended}>
          <VideocamIcon />
        </Fab>
        <Fab color="secondary" aria-label="Share screen" disabled={ended}>
          <PresentToAllIcon />
        </Fab>
        <Fab color="error" aria-label="End call" onClick={() => setEnded(true)} disabled={ended}>
          <CallEndIcon />
        </Fab>
      </Stack>
    </Stack>
  );
}
