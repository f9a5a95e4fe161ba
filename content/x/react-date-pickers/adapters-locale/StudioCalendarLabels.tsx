import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

// Two-letter weekday names ("Mo", "Tu") instead of the default single initial.
const twoLetterWeekday = (day: Dayjs) => day.format('dd');

export default function StudioCalendarLabels() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
      <Stack component="section" aria-labelledby="studio-bookings-title">
        <Typography id="studio-bookings-title" variant="subtitle2" component="h3" sx={{ textAlign: 'center' }}>
          Recording studio bookings
        </Typography>
        <DateCalendar
          defaultValue={dayjs('2026-05-12')}
          dayOfWeekFormatter={twoLetterWeekday}
          slotProps={{ calendarHeader: { format: 'MMM YYYY' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
