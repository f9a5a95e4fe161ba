import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import dayjs from 'dayjs';

export default function SemesterWeeks() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Exam weeks"
        displayWeekNumber
        showDaysOutsideCurrentMonth
        defaultValue={[dayjs('2026-01-19'), dayjs('2026-01-30')]}
        sx={{ minWidth: 300, maxWidth: 400 }}
      />
    </LocalizationProvider>
  );
}
