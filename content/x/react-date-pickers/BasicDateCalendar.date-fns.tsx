import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { format } from 'date-fns';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function BasicDateCalendar() {
  const [value, setValue] = React.useState<Date | null>(new Date(2026, 3, 17));
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <div>
        <DateCalendar value={value} onChange={setValue} />
        <Typography variant="body2" sx={{ textAlign: 'center' }} aria-live="polite">
          Selected: {value ? format(value, 'EEEE d MMMM yyyy') : 'none'}
        </Typography>
      </div>
    </LocalizationProvider>
  );
}
