import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { pickersDayClasses } from '@mui/x-date-pickers/PickersDay';
import dayjs from 'dayjs';

export default function SquareDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-11-19')}
        slotProps={{
          day: {
            sx: {
              borderRadius: 1,
              [`&.${pickersDayClasses.today}`]: { borderStyle: 'dashed' },
              [`&.${pickersDayClasses.selected}`]: { fontWeight: 700 },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
