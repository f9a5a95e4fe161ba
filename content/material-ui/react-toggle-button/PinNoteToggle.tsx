import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function PinNoteToggle() {
  const [pinned, setPinned] = React.useState(false);
  const [spoilers, setSpoilers] = React.useState(true);

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 400 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="p" variant="subtitle1">
          Book club: chapter 9 notes
        </Typography>
        <ToggleButton value="pin" size="small" selected={pinned} onChange={() => setPinned((on) => !on)} aria-label="Pin note">
          {pinned ? <PushPinIcon fontSize="small" /> : <PushPinOutlinedIcon fontSize="small" />}
        </ToggleButton>
      </Stack>
      <Typography variant="body2" sx={{ my: 1 }}>
        {spoilers ? 'Contains spoilers: the lighthouse keeper knew all along.' : 'Spoilers hidden.'}
      </Typography>
      <ToggleButton value="spoilers" size="small" color="secondary" selected={!spoilers} onChange={() => setSpoilers((on) => !on)}>
        Hide spoilers
      </ToggleButton>
    </Paper>
  );
}
