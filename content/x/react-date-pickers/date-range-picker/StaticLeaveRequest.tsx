import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import dayjs from 'dayjs';

export default function StaticLeaveRequest() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        defaultValue={[dayjs('2026-08-03'), dayjs('2026-08-14')]}
        calendars={1}
        slotProps={{ toolbar: { hidden: true }, actionBar: { actions: ['clear', 'accept'] } }}
      />
    </LocalizationProvider>
  );
}
