import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Mic from '@mui/icons-material/Mic';
import MicOff from '@mui/icons-material/MicOff';
import Notifications from '@mui/icons-material/Notifications';
import NotificationsOff from '@mui/icons-material/NotificationsOff';

export default function ToggleButtonStandalone() {
  const [muted, setMuted] = React.useState(false);
  const [following, setFollowing] = React.useState(false);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {/* One fixed label; aria-pressed tells assistive technology the state. */}
      <IconButton
        variant="soft"
        color={muted ? 'danger' : 'neutral'}
        aria-label="Mute microphone"
        aria-pressed={muted}
        onClick={() => setMuted(!muted)}
      >
        {muted ? <MicOff /> : <Mic />}
      </IconButton>
      <Button
        variant="outlined"
        aria-pressed={following}
        startDecorator={following ? <Notifications /> : <NotificationsOff />}
        onClick={() => setFollowing(!following)}
      >
        Follow thread
      </Button>
    </Stack>
  );
}
