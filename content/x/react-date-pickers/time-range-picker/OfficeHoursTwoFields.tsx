import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import dayjs from 'dayjs';

export default function OfficeHoursTwoFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        slots={{ field: MultiInputTimeRangeField }}
        localeText={{ start: 'Office opens', end: 'Office closes' }}
        defaultValue={[dayjs('2026-03-14T08:30'), dayjs('2026-03-14T17:30')]}
      />
    </LocalizationProvider>
  );
}
