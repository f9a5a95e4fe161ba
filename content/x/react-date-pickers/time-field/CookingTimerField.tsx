import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import dayjs, { type Dayjs } from 'dayjs';

const roastMinutes = 95;

export default function CookingTimerField() {
  const [ovenOn, setOvenOn] = React.useState<Dayjs | null>(dayjs('2026-12-24T16:10'));
  const ready = ovenOn?.isValid() ? ovenOn.add(roastMinutes, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <TimeField label="Roast goes in at" value={ovenOn} onChange={setOvenOn} />
        <TimeField label="Guests arrive" defaultValue={dayjs('2026-12-24T18:00')} />
        <Typography variant="body2" aria-live="polite">
          {ready ? `The roast is ready at ${ready.format('h:mm A')}.` : 'Enter a full time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
