import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import dayjs from 'dayjs';

export default function FixedCalendarsNoDrag() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Newsletter pause"
        disableAutoMonthSwitching
        disableDragEditing
        closeOnSelect={false}
        defaultValue={[dayjs('2026-12-18'), dayjs('2027-01-04')]}
        sx={{ minWidth: 300, maxWidth: 400 }}
      />
    </LocalizationProvider>
  );
}
