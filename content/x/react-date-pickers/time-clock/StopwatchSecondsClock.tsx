import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import dayjs from 'dayjs';

export default function StopwatchSecondsClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2" component="p">
            Countdown (minutes, seconds)
          </Typography>
          <TimeClock views={['minutes', 'seconds']} defaultValue={dayjs('2026-03-14T00:05:30')} />
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            Bake timer (opens on minutes)
          </Typography>
          <TimeClock
            views={['hours', 'minutes', 'seconds']}
            openTo="minutes"
            defaultValue={dayjs('2026-03-14T01:25:00')}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
