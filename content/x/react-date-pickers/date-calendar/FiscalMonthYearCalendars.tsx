import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';
import dayjs, { type Dayjs } from 'dayjs';

export default function FiscalMonthYearCalendars() {
  const [period, setPeriod] = React.useState<Dayjs>(dayjs('2026-04-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <YearCalendar
          aria-label="Fiscal year"
          value={period}
          onChange={(year: Dayjs) => setPeriod(period.year(year.year()))}
          minDate={dayjs('2018-01-01')}
          maxDate={dayjs('2029-12-31')}
        />
        <MonthCalendar
          aria-label="Closing month"
          value={period}
          onChange={(month: Dayjs) => setPeriod(month)}
          monthsPerRow={4}
        />
      </Stack>
      <Typography variant="body2" aria-live="polite">
        Closing period: {period.format('MMMM YYYY')}
      </Typography>
    </LocalizationProvider>
  );
}
