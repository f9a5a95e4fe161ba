import * as React from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import dayjs, { type Dayjs } from 'dayjs';

const holidays: Record<string, string> = {
  '2026-12-24': 'Christmas Eve',
  '2026-12-25': 'Christmas Day',
  '2026-12-26': 'Boxing Day',
  '2026-12-31': "New Year's Eve",
};

function HolidayDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth, sx, ...other } = props;
  const holiday = outsideCurrentMonth ? undefined : holidays[day.format('YYYY-MM-DD')];
  return (
    <PickersDay
      {...other}
      day={day}
      outsideCurrentMonth={outsideCurrentMonth}
      aria-label={holiday ? `${day.format('D MMMM')}, ${holiday}` : undefined}
      sx={[
        ...(Array.isArray(sx) ? sx : [sx]),
        holiday ? { textDecoration: 'underline', textDecorationThickness: 2, textUnderlineOffset: 3 } : {},
      ]}
    />
  );
}

export default function HolidayDaySlot() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2026-12-18'));
  const name = day ? holidays[day.format('YYYY-MM-DD')] : undefined;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar value={day} onChange={setDay} slots={{ day: HolidayDay }} />
      <Typography variant="body2" sx={{ px: 2 }} aria-live="polite">
        Underlined days are holidays. {name ? `${name}: the shop is closed.` : 'The shop is open.'}
      </Typography>
    </LocalizationProvider>
  );
}
