import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTime } from 'luxon';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function BasicDateCalendar() {
  const [value, setValue] = React.useState<DateTime | null>(DateTime.fromISO('2026-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <div>
        <DateCalendar value={value} onChange={setValue} />
        <Typography variant="body2" sx={{ textAlign: 'center' }} aria-live="polite">
          Selected: {value ? value.toFormat('cccc d LLLL yyyy') : 'none'}
        </Typography>
      </div>
    </LocalizationProvider>
  );
}
