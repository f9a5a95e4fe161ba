import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function SprintCalendarWeeks() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Sprint review" displayWeekNumber defaultValue={dayjs('2026-01-22')} />
        <DatePicker
          label="Release freeze"
          showDaysOutsideCurrentMonth
          fixedWeekNumber={6}
          defaultValue={dayjs('2026-02-26')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
