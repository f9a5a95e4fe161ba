import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';

export default function ShopHoursValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Click and collect"
        defaultValue={dayjs('2026-03-14T12:30')}
        minTime={dayjs('2026-03-14T09:00')}
        maxTime={dayjs('2026-03-14T18:30')}
        timeSteps={{ minutes: 30 }}
        skipDisabled
        slotProps={{ textField: { helperText: 'Open 9:00 to 18:30' } }}
      />
    </LocalizationProvider>
  );
}
