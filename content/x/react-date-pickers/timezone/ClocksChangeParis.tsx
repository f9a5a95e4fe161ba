import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import * as React from 'react';

dayjs.extend(utc);
dayjs.extend(timezone);

// On 29 March 2026 Paris moves from UTC+1 to UTC+2 at 02:00: 02:00 to 02:59 never happens.
const beforeChange = dayjs.tz('2026-03-29T01:30', 'Europe/Paris');

export default function ClocksChangeParis() {
  const [shift, setShift] = React.useState<Dayjs | null>(beforeChange);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Night shift handover (Paris)"
          timezone="Europe/Paris"
          value={shift}
          onChange={setShift}
          ampm={false}
        />
        <Typography variant="body2" aria-live="polite">
          {shift?.isValid()
            ? `Offset ${shift.format('Z')}, which is ${shift.utc().format('HH:mm')} UTC`
            : 'No valid date'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Step the hours up from 01 with the arrow keys and watch the offset change.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
