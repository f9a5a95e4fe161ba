import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SwitchDisabled() {
  const [history, setHistory] = React.useState(false);
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
        <FormLabel>Location history</FormLabel>
        <Switch checked={history} onChange={(event) => setHistory(event.target.checked)} />
      </FormControl>
      {/* disabled on FormControl dims the label and disables the switch. */}
      <FormControl disabled={!history} orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
        <FormLabel>Share location with family</FormLabel>
        <Switch />
      </FormControl>
      <Typography level="body-sm" aria-live="polite">
        {history ? 'Family members see your last known place.' : 'Turn on location history to share it.'}
      </Typography>
    </Stack>
  );
}
