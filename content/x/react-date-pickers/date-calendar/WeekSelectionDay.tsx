import * as React from 'react';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar, dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import dayjs, { type Dayjs } from 'dayjs';

interface WeekDayProps extends PickersDayProps {
  selectedWeekStart?: Dayjs | null;
}

const WeekCell = styled(PickersDay, { shouldForwardProp: (prop) => prop !== 'inWeek' })<{ inWeek: boolean }>(
  ({ theme, inWeek }) =>
    inWeek
      ? {
          borderRadius: 0,
          backgroundColor: theme.palette.primary.main,
          color: theme.palette.primary.contrastText,
          '&:hover, &:focus, &.Mui-selected': { backgroundColor: theme.palette.primary.dark },
        }
      : {},
);

function WeekDay({ selectedWeekStart, day, ...other }: WeekDayProps) {
  const inWeek = !!selectedWeekStart && day.startOf('week').isSame(selectedWeekStart, 'day');
  return <WeekCell {...other} day={day} inWeek={inWeek} disableMargin selected={false} />;
}

export default function WeekSelectionDay() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2026-09-16'));
  const weekStart = day ? day.startOf('week') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        value={day}
        onChange={setDay}
        showDaysOutsideCurrentMonth
        displayWeekNumber
        sx={{ [`& .${dayCalendarClasses.weekNumber}`]: { color: 'text.secondary' } }}
        slots={{ day: WeekDay }}
        slotProps={{ day: { selectedWeekStart: weekStart } as Partial<WeekDayProps> }}
      />
      <Typography variant="body2" sx={{ px: 2 }} aria-live="polite">
        {weekStart ? `Timesheet for ${weekStart.format('MMM D')} – ${weekStart.add(6, 'day').format('MMM D')}` : ''}
      </Typography>
    </LocalizationProvider>
  );
}
