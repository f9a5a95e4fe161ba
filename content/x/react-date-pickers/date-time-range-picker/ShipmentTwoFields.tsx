import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import dayjs from 'dayjs';

export default function ShipmentTwoFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        slots={{ field: MultiInputDateTimeRangeField }}
        localeText={{ start: 'Loading starts', end: 'Unloading ends' }}
        defaultValue={[dayjs('2026-02-23T06:00'), dayjs('2026-02-24T15:45')]}
      />
    </LocalizationProvider>
  );
}
