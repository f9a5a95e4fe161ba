import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import dayjs from 'dayjs';

export default function HourlyStudioBooking() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 460 }}>
        {/* Whole hours only: no minutes view, and a format without minutes. */}
        <DateTimeRangePicker
          label="Photo studio (whole hours)"
          views={['day', 'hours']}
          format="MMM D, HH:00"
          ampm={false}
          defaultValue={[dayjs('2026-06-12T10:00'), dayjs('2026-06-12T14:00')]}
        />
        {/* 30-minute steps listed in one column. */}
        <DateTimeRangePicker
          label="Meeting room"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          defaultValue={[dayjs('2026-06-12T09:30'), dayjs('2026-06-12T11:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
