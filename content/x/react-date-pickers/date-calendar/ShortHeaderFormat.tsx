import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function ShortHeaderFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-10-31')}
        dayOfWeekFormatter={(weekday: Dayjs) => weekday.format('ddd')}
        slotProps={{ calendarHeader: { format: 'MMM YYYY' } }}
      />
    </LocalizationProvider>
  );
}
