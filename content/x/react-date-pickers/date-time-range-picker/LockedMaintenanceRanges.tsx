import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';
import dayjs from 'dayjs';

export default function LockedMaintenanceRanges() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 460 }}>
        <DateTimeRangePicker
          label="Lift inspection (clock faces)"
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
          defaultValue={[dayjs('2026-07-06T08:00'), dayjs('2026-07-06T12:30')]}
        />
        <DateTimeRangePicker
          label="Last inspection (read-only)"
          readOnly
          defaultValue={[dayjs('2026-01-12T08:00'), dayjs('2026-01-12T11:00')]}
        />
        <DateTimeRangePicker label="Next audit (disabled)" disabled />
      </Stack>
    </LocalizationProvider>
  );
}
