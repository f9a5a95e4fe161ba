import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import dayjs, { type Dayjs } from 'dayjs';

// A wall-mounted room panel: wide and short, so the toolbar goes beside the clock.
export default function LandscapeStaticTime() {
  const [wakeUp, setWakeUp] = React.useState<Dayjs | null>(dayjs('2026-03-14T07:20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}>
        <StaticTimePicker
          orientation="landscape"
          defaultValue={wakeUp}
          onAccept={setWakeUp}
          slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
        />
        <Typography variant="body2" aria-live="polite">
          {wakeUp ? `Wake-up call booked for ${wakeUp.format('h:mm A')}.` : 'No wake-up call.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
