import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

// Events may start any day except Monday, and must end on a weekend day.
function isUnavailable(day: Dayjs, position: 'start' | 'end') {
  if (position === 'start') return day.day() === 1;
  return day.day() !== 0 && day.day() !== 6;
}

export default function VenueBookingRules() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Exhibition dates"
        defaultValue={[dayjs('2026-10-07'), dayjs('2026-10-11')]}
        minDate={dayjs('2026-09-01')}
        maxDate={dayjs('2027-02-28')}
        shouldDisableDate={isUnavailable}
        slotProps={{ textField: { helperText: 'No Monday starts; end on a Saturday or Sunday' } }}
        sx={{ minWidth: 300, maxWidth: 400 }}
      />
    </LocalizationProvider>
  );
}
