import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function NextEventReference() {
  const [shown, setShown] = React.useState<Dayjs>(dayjs('2026-12-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'inline-block' }}>
        {/* Empty value: the calendar opens on December 2026, the festival's month. */}
        <DateCalendar
          referenceDate={dayjs('2026-12-01')}
          onMonthChange={(month: Dayjs) => setShown(month)}
          onYearChange={(year: Dayjs) => setShown(year)}
          disableHighlightToday
          reduceAnimations
        />
        <Typography variant="body2" sx={{ px: 2 }} aria-live="polite">
          Browsing {shown.format('MMMM YYYY')}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
