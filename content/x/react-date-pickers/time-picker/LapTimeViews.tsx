import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';

export default function LapTimeViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* Hours, minutes and seconds: the field and the view both get a seconds section. */}
        <TimePicker
          label="Race start"
          views={['hours', 'minutes', 'seconds']}
          defaultValue={dayjs('2026-05-03T09:30:15')}
        />
        {/* Only minutes and seconds, for a duration under an hour. */}
        <TimePicker
          label="Best lap"
          views={['minutes', 'seconds']}
          format="mm:ss"
          defaultValue={dayjs('2026-05-03T00:01:42')}
        />
        {/* Only the hour, opening on it. */}
        <TimePicker label="Check-out hour" views={['hours']} openTo="hours" defaultValue={dayjs('2026-05-03T11:00')} />
      </Stack>
    </LocalizationProvider>
  );
}
