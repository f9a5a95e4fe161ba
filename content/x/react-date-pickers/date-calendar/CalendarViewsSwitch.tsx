import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function CalendarViewsSwitch() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2" component="p" sx={{ px: 2 }}>
            Club founded (year, then month)
          </Typography>
          <DateCalendar views={['year', 'month']} openTo="year" defaultValue={dayjs('1987-09-01')} />
        </div>
        <div>
          <Typography variant="subtitle2" component="p" sx={{ px: 2 }}>
            Subscription renewal
          </Typography>
          <DateCalendar views={['month', 'year']} openTo="month" defaultValue={dayjs('2026-11-01')} />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
