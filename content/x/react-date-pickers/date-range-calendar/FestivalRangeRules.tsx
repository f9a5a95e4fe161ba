import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

// Camping passes start on a Thursday or Friday.
const startDays = [4, 5];
const rule = (day: Dayjs, position: 'start' | 'end') => position === 'start' && !startDays.includes(day.day());

export default function FestivalRangeRules() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <DateRangeCalendar
          defaultValue={[dayjs('2026-07-02'), dayjs('2026-07-05')]}
          minDate={dayjs('2026-06-25')}
          maxDate={dayjs('2026-07-19')}
          shouldDisableDate={rule}
          disableDragEditing
        />
      </Box>
    </LocalizationProvider>
  );
}
