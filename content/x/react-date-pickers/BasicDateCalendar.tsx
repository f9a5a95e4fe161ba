import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function BasicDateCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div>
        <DateCalendar value={value} onChange={setValue} />
        <Typography variant="body2" sx={{ textAlign: 'center' }} aria-live="polite">
          Selected: {value ? value.format('dddd D MMMM YYYY') : 'none'}
        </Typography>
      </div>
    </LocalizationProvider>
  );
}
