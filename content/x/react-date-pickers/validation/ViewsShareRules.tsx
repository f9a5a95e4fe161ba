import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

const isMonday = (day: Dayjs) => day.day() === 1;

export default function ViewsShareRules() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Typography variant="subtitle2" component="p">
        Museum guided tour: closed on Mondays, tours from 10:00 to 16:00
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar
          defaultValue={dayjs('2026-10-16')}
          shouldDisableDate={isMonday}
          minDate={dayjs('2026-10-01')}
          maxDate={dayjs('2026-12-20')}
        />
        <DigitalClock
          timeStep={60}
          minTime={dayjs('2026-10-16T10:00')}
          maxTime={dayjs('2026-10-16T16:00')}
          skipDisabled
          defaultValue={dayjs('2026-10-16T11:00')}
          sx={{ maxHeight: 300 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
