import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';
import dayjs from 'dayjs';

export default function ClockRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        {/* Analogue clock faces on desktop, after the calendar. */}
        <DateTimePicker
          label="Piano lesson"
          defaultValue={dayjs('2026-03-18T16:30')}
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
        />
        {/* No time view at all: the time is typed in the field. */}
        <DateTimePicker
          label="Parcel dropped off"
          defaultValue={dayjs('2026-03-18T11:05')}
          viewRenderers={{ hours: null, minutes: null }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
