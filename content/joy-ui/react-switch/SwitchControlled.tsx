import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SwitchControlled() {
  const [away, setAway] = React.useState(false);
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
        <FormLabel>Out of office</FormLabel>
        <Switch checked={away} onChange={(event) => setAway(event.target.checked)} />
      </FormControl>
      <Typography level="body-sm" aria-live="polite">
        {away ? 'Senders get your auto-reply until you turn this off.' : 'Messages arrive as usual.'}
      </Typography>
    </Stack>
  );
}
