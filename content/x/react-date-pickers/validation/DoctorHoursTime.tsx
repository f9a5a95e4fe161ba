import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';

export default function DoctorHoursTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Call-back time"
        minTime={dayjs('2026-03-14T08:30')}
        maxTime={dayjs('2026-03-14T17:45')}
        defaultValue={dayjs('2026-03-14T18:15')}
        slotProps={{ textField: { helperText: 'Calls are returned from 8:30 to 17:45' } }}
      />
    </LocalizationProvider>
  );
}
