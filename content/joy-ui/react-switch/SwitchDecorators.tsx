import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import VolumeOff from '@mui/icons-material/VolumeOff';
import VolumeUp from '@mui/icons-material/VolumeUp';

export default function SwitchDecorators() {
  const [billing, setBilling] = React.useState(false);
  return (
    <Stack spacing={3}>
      <FormControl>
        <FormLabel>Billing period</FormLabel>
        {/* Decorators are hidden from assistive technology: the label carries the meaning. */}
        <Switch
          checked={billing}
          onChange={(event) => setBilling(event.target.checked)}
          startDecorator="Monthly"
          endDecorator="Yearly"
          sx={{ alignSelf: 'flex-start' }}
        />
      </FormControl>
      <FormControl>
        <FormLabel>Sound effects</FormLabel>
        {/* A function receives the owner state, so the icon can follow `checked`. */}
        <Switch
          defaultChecked
          color="success"
          endDecorator={({ checked }) => (checked ? <VolumeUp /> : <VolumeOff />)}
          sx={{ alignSelf: 'flex-start' }}
        />
      </FormControl>
    </Stack>
  );
}
