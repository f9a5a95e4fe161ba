import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import dayjs from 'dayjs';

export default function QuarterCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 400 }}>
        <DateRangePicker label="Weekend trip (one month)" calendars={1} defaultValue={[dayjs('2026-04-10'), dayjs('2026-04-12')]} />
        <DateRangePicker
          label="Quarterly report (three months)"
          calendars={3}
          currentMonthCalendarPosition={3}
          defaultValue={[dayjs('2026-07-01'), dayjs('2026-09-30')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
