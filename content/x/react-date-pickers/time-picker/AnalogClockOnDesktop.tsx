import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';
import dayjs from 'dayjs';

export default function AnalogClockOnDesktop() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Tea time"
        defaultValue={dayjs('2026-03-14T16:00')}
        viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
      />
    </LocalizationProvider>
  );
}
