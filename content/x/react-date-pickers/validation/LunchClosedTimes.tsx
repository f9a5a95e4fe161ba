import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { TimeView } from '@mui/x-date-pickers/models';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';

// No appointments during the 12:00 hour, and never on the hour (the vet's rounds).
function unavailable(time: Dayjs, view: TimeView) {
  if (view === 'hours') return time.hour() === 12;
  if (view === 'minutes') return time.minute() === 0;
  return false;
}

export default function LunchClosedTimes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <TimePicker
          label="Vet appointment"
          ampm={false}
          shouldDisableTime={unavailable}
          defaultValue={dayjs('2026-03-14T10:20')}
        />
        <TimePicker
          label="Vet appointment (quarter hours)"
          ampm={false}
          minutesStep={15}
          defaultValue={dayjs('2026-03-14T10:20')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
