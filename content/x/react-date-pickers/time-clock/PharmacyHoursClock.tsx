import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';

// Closed for lunch between 13:00 and 14:00.
const lunchClosure = (time: Dayjs, view: TimeView) => view === 'hours' && time.hour() === 13;

export default function PharmacyHoursClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'inline-block' }}>
        <Typography variant="subtitle2" component="p">
          Prescription pickup (9:00 to 19:00, closed 13:00 to 14:00)
        </Typography>
        <TimeClock
          ampm={false}
          defaultValue={dayjs('2026-03-14T10:15')}
          minTime={dayjs('2026-03-14T09:00')}
          maxTime={dayjs('2026-03-14T19:00')}
          shouldDisableTime={lunchClosure}
          minutesStep={15}
        />
      </Box>
    </LocalizationProvider>
  );
}
