import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import dayjs from 'dayjs';

export default function SingleMonthRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="subtitle2" component="p">
          Physiotherapy course
        </Typography>
        <DateRangeCalendar calendars={1} defaultValue={[dayjs('2026-02-09'), dayjs('2026-02-20')]} />
      </Stack>
    </LocalizationProvider>
  );
}
