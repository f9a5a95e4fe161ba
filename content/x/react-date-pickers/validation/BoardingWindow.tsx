import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function BoardingWindow() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Drop the dog off"
        minDateTime={dayjs('2026-07-31T16:00')}
        maxDateTime={dayjs('2026-08-02T11:00')}
        defaultValue={dayjs('2026-07-31T17:30')}
        slotProps={{ textField: { helperText: 'From Friday 16:00 to Sunday 11:00' } }}
      />
    </LocalizationProvider>
  );
}
