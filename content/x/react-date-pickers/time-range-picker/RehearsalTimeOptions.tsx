import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import dayjs from 'dayjs';

export default function RehearsalTimeOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <TimeRangePicker
          label="Rehearsal (24-hour, quarter hours)"
          ampm={false}
          timeSteps={{ minutes: 15 }}
          defaultValue={[dayjs('2026-03-14T18:15'), dayjs('2026-03-14T21:00')]}
        />
        <TimeRangePicker
          label="Sound check (with seconds)"
          views={['hours', 'minutes', 'seconds']}
          defaultValue={[dayjs('2026-03-14T17:00:00'), dayjs('2026-03-14T17:12:30')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
