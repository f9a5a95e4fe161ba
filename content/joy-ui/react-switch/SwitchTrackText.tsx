import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';

export default function SwitchTrackText() {
  const [live, setLive] = React.useState(false);
  return (
    <FormControl orientation="horizontal" sx={{ gap: 1.5 }}>
      <FormLabel>Publish stream</FormLabel>
      <Switch
        checked={live}
        color={live ? 'danger' : 'neutral'}
        onChange={(event) => setLive(event.target.checked)}
        slotProps={{
          track: {
            // Visual only: the label and the switch role already tell the state.
            children: (
              <React.Fragment>
                <span aria-hidden style={{ flex: 1, textAlign: 'center' }}>
                  Live
                </span>
                <span aria-hidden style={{ flex: 1, textAlign: 'center' }}>
                  Off
                </span>
              </React.Fragment>
            ),
          },
        }}
        sx={{
          '--Switch-trackWidth': '72px',
          '--Switch-trackHeight': '28px',
          '--Switch-thumbSize': '22px',
          '& .MuiSwitch-track': { justifyContent: 'space-around', fontSize: 'xs', fontWeight: 'lg' },
        }}
      />
    </FormControl>
  );
}
