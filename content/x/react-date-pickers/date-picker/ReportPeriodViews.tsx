import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function ReportPeriodViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Only the year: the field shows 2025, the view is a grid of years. */}
        <DatePicker label="Tax year" views={['year']} defaultValue={dayjs('2025-01-01')} />
        {/* Month then year, opening on the month grid. */}
        <DatePicker
          label="Statement month"
          views={['month', 'year']}
          openTo="month"
          defaultValue={dayjs('2026-02-01')}
        />
        {/* Every view, opening on the day grid (the default). */}
        <DatePicker label="Transfer date" views={['year', 'month', 'day']} defaultValue={dayjs('2026-02-17')} />
      </Stack>
    </LocalizationProvider>
  );
}
