import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';

export default function HolidayCottageCalendar() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2026-08-08'), dayjs('2026-08-15')]);
  const [from, to] = stay;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <DateRangeCalendar value={stay} onChange={setStay} />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {from && to
          ? `Cottage booked from ${from.format('ddd D MMM')} to ${to.format('ddd D MMM')} (${to.diff(from, 'day')} nights).`
          : from
            ? `Arrival ${from.format('ddd D MMM')}: now pick the departure day.`
            : 'Pick the arrival day.'}
      </Typography>
    </LocalizationProvider>
  );
}
