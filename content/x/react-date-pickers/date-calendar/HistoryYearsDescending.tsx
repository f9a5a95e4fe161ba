import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function HistoryYearsDescending() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        views={['year', 'month']}
        openTo="year"
        yearsOrder="desc"
        yearsPerRow={3}
        minDate={dayjs('1960-01-01')}
        maxDate={dayjs('2026-12-31')}
        defaultValue={dayjs('2004-01-01')}
      />
    </LocalizationProvider>
  );
}
