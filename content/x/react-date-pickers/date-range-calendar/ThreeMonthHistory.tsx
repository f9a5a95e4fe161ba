import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import dayjs from 'dayjs';

export default function ThreeMonthHistory() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <DateRangeCalendar
          calendars={3}
          currentMonthCalendarPosition={3}
          maxDate={dayjs('2026-06-30')}
          defaultValue={[dayjs('2026-04-20'), dayjs('2026-06-05')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
