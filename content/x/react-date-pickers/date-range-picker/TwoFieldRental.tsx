import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import dayjs from 'dayjs';

export default function TwoFieldRental() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={{ start: 'Pick-up', end: 'Drop-off' }}>
      <DateRangePicker
        slots={{ field: MultiInputDateRangeField }}
        defaultValue={[dayjs('2026-06-05'), dayjs('2026-06-09')]}
      />
    </LocalizationProvider>
  );
}
