import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

const closedDays = ['2026-05-01', '2026-05-14', '2026-05-25'];
const isClosed = (day: Dayjs) => day.day() === 0 || closedDays.includes(day.format('YYYY-MM-DD'));

export default function ClinicValidationCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-05-06')}
        minDate={dayjs('2026-04-20')}
        maxDate={dayjs('2026-07-31')}
        shouldDisableDate={isClosed}
      />
    </LocalizationProvider>
  );
}
