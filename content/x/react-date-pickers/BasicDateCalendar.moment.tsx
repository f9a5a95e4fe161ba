import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import moment, { type Moment } from 'moment';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function BasicDateCalendar() {
  const [value, setValue] = React.useState<Moment | null>(moment('2026-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <div>
        <DateCalendar value={value} onChange={setValue} />
        <Typography variant="body2" sx={{ textAlign: 'center' }} aria-live="polite">
          Selected: {value ? value.format('dddd D MMMM YYYY') : 'none'}
        </Typography>
      </div>
    </LocalizationProvider>
  );
}
