import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';
import dayjs from 'dayjs';

const pill = { borderRadius: 4, border: 1, borderColor: 'divider' };

export default function PillYearButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <YearCalendar
          aria-label="Season"
          minDate={dayjs('2015-01-01')}
          maxDate={dayjs('2030-12-31')}
          defaultValue={dayjs('2026-01-01')}
          slotProps={{ yearButton: { sx: pill } }}
        />
        <MonthCalendar aria-label="Month of the tournament" defaultValue={dayjs('2026-06-01')} slotProps={{ monthButton: { sx: pill } }} />
      </Stack>
    </LocalizationProvider>
  );
}
