import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { dateRangePickerDayClasses } from '@mui/x-date-pickers-pro/DateRangePickerDay';
import { dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import dayjs from 'dayjs';

export default function CompactRangeDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        displayWeekNumber
        showDaysOutsideCurrentMonth
        defaultValue={[dayjs('2026-03-26'), dayjs('2026-04-03')]}
        sx={(theme) => ({
          [`& .${dayCalendarClasses.weekNumber}`]: { color: (theme.vars ?? theme).palette.text.secondary },
          [`& .${dateRangePickerDayClasses.rangeIntervalDayHighlight}`]: {
            backgroundColor: theme.palette.success.light,
            ...theme.applyStyles('dark', { backgroundColor: theme.palette.success.dark }),
          },
        })}
      />
    </LocalizationProvider>
  );
}
