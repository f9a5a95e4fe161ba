import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import dayjs from 'dayjs';

const pickup = dayjs('2026-03-14T15:10');

export default function MeridiemOnClockFace() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2" component="p">
            School pickup, 12-hour with AM/PM buttons
          </Typography>
          <TimeClock ampm ampmInClock defaultValue={pickup} />
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            School pickup, 24-hour
          </Typography>
          <TimeClock ampm={false} defaultValue={pickup} />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
