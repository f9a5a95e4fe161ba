import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

// The campsite is closed from November to March, and was shut in 2024 for works.
const closedMonth = (month: Dayjs) => month.month() >= 10 || month.month() <= 2;
const closedYear = (year: Dayjs) => year.year() === 2024;

export default function ClosedMonthsYears() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DatePicker
          label="Pitch booking"
          views={['year', 'month', 'day']}
          shouldDisableMonth={closedMonth}
          shouldDisableYear={closedYear}
          minDate={dayjs('2022-01-01')}
          maxDate={dayjs('2027-12-31')}
          defaultValue={dayjs('2026-07-14')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
