import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';
import dayjs from 'dayjs';

export default function ClockFaceRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 340 }}>
        <TimeRangePicker
          label="Yoga class"
          // The type asks for every time view. The meridiem column only exists next to the
          // multi-section renderer, so with clock faces it is dropped anyway: `null` says so.
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
            seconds: renderTimeViewClock,
            meridiem: null,
          }}
          defaultValue={[dayjs('2026-03-14T18:00'), dayjs('2026-03-14T19:15')]}
        />
        <TimeRangePicker
          label="Parking (read-only)"
          readOnly
          defaultValue={[dayjs('2026-03-14T09:00'), dayjs('2026-03-14T11:00')]}
        />
        <TimeRangePicker label="Guest wifi (disabled)" disabled />
      </Stack>
    </LocalizationProvider>
  );
}
