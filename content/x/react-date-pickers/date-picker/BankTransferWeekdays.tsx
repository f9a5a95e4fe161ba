import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

// Banks settle transfers on working days only.
const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

export default function BankTransferWeekdays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Execution date"
        defaultValue={dayjs('2026-03-16')}
        minDate={dayjs('2026-03-02')}
        maxDate={dayjs('2026-06-30')}
        shouldDisableDate={isWeekend}
        slotProps={{ textField: { helperText: 'Working days until the end of June' } }}
      />
    </LocalizationProvider>
  );
}
