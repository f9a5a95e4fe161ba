import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function EscapedFormatText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {/* Day.js and Moment escape literal text with square brackets. */}
        <DatePicker label="Library loan" format="[Return by] MMM D" defaultValue={dayjs('2026-10-20')} />
        <DateTimePicker
          label="Parcel locker"
          format="ddd D MMM [at] HH:mm"
          ampm={false}
          defaultValue={dayjs('2026-10-20T17:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
