import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS } from 'date-fns-jalali/locale';
import * as React from 'react';

// Both adapters work on `Date`, so one state drives a Gregorian and a Persian calendar.
export default function TwoCalendarsOneDay() {
  const [day, setDay] = React.useState<Date | null>(new Date(2026, 8, 23));

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Stack component="section" aria-label="Gregorian calendar">
        <Typography variant="subtitle2" component="h3" sx={{ textAlign: 'center' }}>
          Gregorian
        </Typography>
        <LocalizationProvider dateAdapter={AdapterDateFns}>
          <DateCalendar value={day} onChange={setDay} />
        </LocalizationProvider>
      </Stack>
      <Stack component="section" aria-label="Persian (Jalali) calendar">
        <Typography variant="subtitle2" component="h3" sx={{ textAlign: 'center' }}>
          Persian (Jalali), English names
        </Typography>
        <LocalizationProvider dateAdapter={AdapterDateFnsJalali} adapterLocale={enUS}>
          <DateCalendar value={day} onChange={setDay} />
        </LocalizationProvider>
      </Stack>
    </Stack>
  );
}
