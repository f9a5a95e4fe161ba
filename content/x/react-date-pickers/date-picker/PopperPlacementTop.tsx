import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function PopperPlacementTop() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Moving day"
        defaultValue={dayjs('2026-08-29')}
        slotProps={{ popper: { placement: 'top-start' } }}
      />
    </LocalizationProvider>
  );
}
