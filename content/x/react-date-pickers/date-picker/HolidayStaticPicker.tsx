import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs, { type Dayjs } from 'dayjs';

export default function HolidayStaticPicker() {
  const headingId = React.useId();
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2026-12-24'));
  const [requested, setRequested] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box component="section" aria-labelledby={headingId} sx={{ display: 'inline-block' }}>
        <Typography id={headingId} variant="subtitle1" component="p" sx={{ mb: 1 }}>
          First day of leave
        </Typography>
        <StaticDatePicker
          value={day}
          onChange={setDay}
          // OK calls onAccept; Cancel puts back the last accepted day.
          onAccept={setRequested}
          slotProps={{ toolbar: { toolbarFormat: 'ddd, MMM D' } }}
        />
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {requested
            ? `Leave requested from ${requested.format('dddd D MMMM YYYY')}.`
            : 'Choose a day, then press OK to send the request.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
