import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import * as React from 'react';

dayjs.extend(utc);

export default function NewValuesInUtc() {
  // Starts empty: without a value to take a timezone from, `timezone` decides it.
  const [slot, setSlot] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker
          label="Maintenance window (UTC)"
          timezone="UTC"
          value={slot}
          onChange={setSlot}
          ampm={false}
        />
        <Typography variant="body2" aria-live="polite">
          {slot?.isValid()
            ? `Stored as ${slot.toISOString()} (isUTC: ${String(slot.isUTC())})`
            : 'Pick a date and time: it is created in UTC.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
