import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function ArchiveYearGrid() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Archived issue"
          openTo="year"
          yearsOrder="desc"
          yearsPerRow={3}
          minDate={dayjs('1998-01-01')}
          maxDate={dayjs('2026-12-31')}
          defaultValue={dayjs('2019-03-01')}
        />
        <DatePicker label="Billing month" views={['month', 'year']} monthsPerRow={4} defaultValue={dayjs('2026-07-01')} />
      </Stack>
    </LocalizationProvider>
  );
}
