import Badge from '@mui/material/Badge';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import dayjs from 'dayjs';

/** Days of September 2026 with a pottery class, and how many seats are left. */
const seatsLeft: Record<string, number> = {
  '2026-09-03': 2,
  '2026-09-08': 5,
  '2026-09-12': 1,
  '2026-09-17': 4,
  '2026-09-24': 3,
};

function ClassDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth, ...other } = props;
  const seats = outsideCurrentMonth ? undefined : seatsLeft[day.format('YYYY-MM-DD')];
  // Days without a class (and the blank fillers outside the month) stay plain.
  if (seats === undefined) return <PickersDay {...props} />;

  return (
    <Badge
      overlap="circular"
      color={seats === 1 ? 'error' : 'secondary'}
      badgeContent={seats}
      // The darker red keeps white digits readable in light and dark mode.
      sx={seats === 1 ? { '& .MuiBadge-badge': { bgcolor: 'error.dark' } } : undefined}
    >
      <PickersDay
        {...other}
        day={day}
        outsideCurrentMonth={outsideCurrentMonth}
        aria-description={`${seats} seats left`}
      />
    </Badge>
  );
}

export default function ClassScheduleCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-09-08')}
        views={['day']}
        slots={{ day: ClassDay }}
      />
    </LocalizationProvider>
  );
}
