import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

// Two letters per weekday header ("Mo", "Tu"…) instead of one.
const twoLetters = (weekday: Dayjs) => weekday.format('dd');

export default function WeekdayInitials() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Class starts" dayOfWeekFormatter={twoLetters} defaultValue={dayjs('2026-09-14')} />
    </LocalizationProvider>
  );
}
