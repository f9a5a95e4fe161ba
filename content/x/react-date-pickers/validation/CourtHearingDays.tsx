import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

const courtHolidays = new Set(['2026-04-03', '2026-04-06', '2026-05-01', '2026-05-25']);

function isNotSitting(day: Dayjs) {
  const weekend = day.day() === 0 || day.day() === 6;
  return weekend || courtHolidays.has(day.format('YYYY-MM-DD'));
}

export default function CourtHearingDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Hearing date"
        shouldDisableDate={isNotSitting}
        defaultValue={dayjs('2026-04-08')}
        slotProps={{ textField: { helperText: 'Court sits on working days, except public holidays' } }}
      />
    </LocalizationProvider>
  );
}
