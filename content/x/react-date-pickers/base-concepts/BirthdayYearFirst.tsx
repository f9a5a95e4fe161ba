import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateView } from '@mui/x-date-pickers/models';
import dayjs from 'dayjs';

const birthViews: DateView[] = ['year', 'month', 'day'];
const expiryViews: DateView[] = ['month', 'year'];
const youngestAllowed = dayjs('2010-12-31');

export default function BirthdayYearFirst() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Opens on the years, starting around 1990, then asks for the month and the day. */}
        <DatePicker
          views={birthViews}
          openTo="year"
          label="Date of birth"
          maxDate={youngestAllowed}
          referenceDate={dayjs('1990-06-01')}
        />
        {/* No day view: a card only has a month and a year. */}
        <DatePicker views={expiryViews} label="Card expiry" defaultValue={dayjs('2028-09-01')} />
      </Stack>
    </LocalizationProvider>
  );
}
