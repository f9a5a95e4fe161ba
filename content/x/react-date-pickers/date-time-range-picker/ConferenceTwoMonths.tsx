import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import dayjs from 'dayjs';

export default function ConferenceTwoMonths() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Booth setup to teardown"
        calendars={2}
        defaultValue={[dayjs('2026-09-29T14:00'), dayjs('2026-10-03T20:00')]}
        sx={{ width: '100%', maxWidth: 460 }}
      />
    </LocalizationProvider>
  );
}
