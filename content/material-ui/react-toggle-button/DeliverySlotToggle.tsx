import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function DeliverySlotToggle() {
  const [slot, setSlot] = React.useState('morning');

  return (
    <Stack spacing={1} sx={{ maxWidth: 400 }}>
      <ToggleButtonGroup fullWidth exclusive value={slot} onChange={(_, v: string | null) => v && setSlot(v)} aria-label="Delivery slot on Friday">
        <ToggleButton value="morning">8–12</ToggleButton>
        <ToggleButton value="afternoon">12–17</ToggleButton>
        <ToggleButton value="evening" disabled>
          17–21
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary">
        The evening slot on Friday is fully booked.
      </Typography>
    </Stack>
  );
}
