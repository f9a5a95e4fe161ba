import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function ButtonGroupDisabled() {
  const [frozen, setFrozen] = React.useState(false);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControl orientation="horizontal" sx={{ gap: 1.5 }}>
        <Switch checked={frozen} onChange={(event) => setFrozen(event.target.checked)} />
        <FormLabel>Release freeze</FormLabel>
      </FormControl>
      {/* `disabled` on the group turns off every button that does not decide for itself. */}
      <ButtonGroup disabled={frozen} aria-label="Production environment">
        <Button>Deploy</Button>
        <Button>Roll back</Button>
        {/* A button's own `disabled` wins over the group's, here keeping the logs readable. */}
        <Button disabled={false}>View logs</Button>
      </ButtonGroup>
      <Typography level="body-sm" aria-live="polite">
        {frozen ? 'Deploys are paused until the freeze ends. Logs stay available.' : 'Deploys are open.'}
      </Typography>
    </Stack>
  );
}
