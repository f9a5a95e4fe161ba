import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar, dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

// The default week number colour is too light to read on a white background.
const readableWeekNumbers = {
  [`& .${dayCalendarClasses.weekNumber}, & .${dayCalendarClasses.weekNumberLabel}`]: { color: 'text.secondary' },
};

export default function PayrollWeekNumbers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar displayWeekNumber defaultValue={dayjs('2026-05-15')} sx={readableWeekNumbers} />
    </LocalizationProvider>
  );
}
