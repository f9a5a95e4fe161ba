import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

// The sale starts on March 20 at 9:00.
const saleStart = dayjs('2026-03-20T09:00');

export default function DatePartIgnored() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {/* minTime alone: 9:00 is the earliest time on every day. */}
        <DateTimePicker label="Order slot (9:00 each day)" minTime={saleStart} defaultValue={dayjs('2026-03-24T08:30')} />
        {/* With the date part compared too, 8:30 on a later day is fine. */}
        <DateTimePicker
          label="Order slot (after the sale opens)"
          minTime={saleStart}
          disableIgnoringDatePartForTimeValidation
          defaultValue={dayjs('2026-03-24T08:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
