import * as React from 'react';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SwitchAsync() {
  const [enabled, setEnabled] = React.useState(false);
  const [saving, setSaving] = React.useState(false);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setEnabled(event.target.checked); // Show the new state at once…
    setSaving(true);
    // …then confirm it with the server (simulated here).
    window.setTimeout(() => setSaving(false), 1200);
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
        <FormLabel>Public API access</FormLabel>
        <Switch
          checked={enabled}
          onChange={handleChange}
          disabled={saving}
          startDecorator={saving ? <CircularProgress size="sm" sx={{ '--CircularProgress-size': '18px' }} /> : null}
        />
      </FormControl>
      <Typography level="body-sm" aria-live="polite">
        {saving ? 'Saving…' : enabled ? 'Keys created after today can call the API.' : 'No outside calls are accepted.'}
      </Typography>
    </Stack>
  );
}
