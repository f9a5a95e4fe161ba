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

// The CRM stores each call with the client's timezone: 10:00 in New York.
const scheduled = dayjs.tz('2026-11-05T10:00', 'America/New_York');

export default function ZonedValueFromCrm() {
  const [call, setCall] = React.useState<Dayjs | null>(scheduled);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {/* No `timezone` prop: the picker renders in the value's own timezone. */}
        <DateTimePicker label="Sales call (client's time)" value={call} onChange={setCall} />
        <Typography variant="body2" aria-live="polite">
          {call?.isValid()
            ? `onChange returned ${call.format('ddd D MMM, HH:mm')} at UTC${call.format('Z')}, still New York time`
            : 'No valid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
