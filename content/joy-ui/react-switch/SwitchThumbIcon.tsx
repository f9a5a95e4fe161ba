import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';

export default function SwitchThumbIcon() {
  const [locked, setLocked] = React.useState(true);
  return (
    <FormControl orientation="horizontal" sx={{ gap: 1.5 }}>
      <Switch
        size="lg"
        color={locked ? 'success' : 'neutral'}
        checked={locked}
        onChange={(event) => setLocked(event.target.checked)}
        slotProps={{
          thumb: { children: locked ? <Check /> : <Close /> },
        }}
        sx={{ '--Icon-fontSize': '14px' }}
      />
      <FormLabel>Lock the room after the meeting starts</FormLabel>
    </FormControl>
  );
}
