import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';
import dayjs, { type Dayjs } from 'dayjs';

function YearJumpHeader({ currentMonth, onMonthChange, labelId }: PickersCalendarHeaderProps) {
  const month = currentMonth as Dayjs;
  const go = (amount: number, unit: 'month' | 'year') => onMonthChange(month.add(amount, unit));

  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}>
      <Stack direction="row">
        <IconButton aria-label="Previous year" onClick={() => go(-1, 'year')}>
          <KeyboardDoubleArrowLeft />
        </IconButton>
        <IconButton aria-label="Previous month" onClick={() => go(-1, 'month')}>
          <ChevronLeft />
        </IconButton>
      </Stack>
      <Typography id={labelId} variant="subtitle1" component="p" aria-live="polite">
        {month.format('MMMM YYYY')}
      </Typography>
      <Stack direction="row">
        <IconButton aria-label="Next month" onClick={() => go(1, 'month')}>
          <ChevronRight />
        </IconButton>
        <IconButton aria-label="Next year" onClick={() => go(1, 'year')}>
          <KeyboardDoubleArrowRight />
        </IconButton>
      </Stack>
    </Stack>
  );
}

export default function YearJumpHeaderCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2026-08-12')} slots={{ calendarHeader: YearJumpHeader }} />
    </LocalizationProvider>
  );
}
