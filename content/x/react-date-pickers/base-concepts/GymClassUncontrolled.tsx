import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function GymClassUncontrolled() {
  // The pickers keep their own value; this state only records what the member confirmed.
  const [confirmed, setConfirmed] = React.useState<string>('Nothing confirmed yet.');

  const report = (label: string) => (date: Dayjs | null) => {
    if (date === null) {
      setConfirmed(`${label}: cleared`);
    } else if (date.isValid()) {
      setConfirmed(`${label}: ${date.format('dddd, MMMM D, YYYY')}`);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* Starts with a value; the picker owns it from then on. */}
          <DatePicker
            label="First class"
            defaultValue={dayjs('2026-09-07')}
            onAccept={report('First class')}
          />
          {/* Starts empty: no `defaultValue` at all. */}
          <DatePicker
            label="Membership ends"
            onAccept={report('Membership ends')}
            slotProps={{ field: { clearable: true } }}
          />
        </Stack>
        <Typography variant="body2" aria-live="polite">
          {confirmed}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
