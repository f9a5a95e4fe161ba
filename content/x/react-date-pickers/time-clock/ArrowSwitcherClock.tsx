import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import dayjs from 'dayjs';

export default function ArrowSwitcherClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2" component="p">
            Sunrise (arrows switch views)
          </Typography>
          <TimeClock showViewSwitcher defaultValue={dayjs('2026-06-21T04:43')} />
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            Sunset (read-only)
          </Typography>
          <TimeClock readOnly defaultValue={dayjs('2026-06-21T21:21')} />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
