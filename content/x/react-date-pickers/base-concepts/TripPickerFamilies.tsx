import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';

export default function TripPickerFamilies() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Check-in day" defaultValue={dayjs('2026-07-10')} />
        <TimePicker label="Expected arrival" defaultValue={dayjs('2026-07-10T16:00')} />
        <DateTimePicker label="Airport shuttle" defaultValue={dayjs('2026-07-10T13:45')} />
      </Stack>
    </LocalizationProvider>
  );
}
