import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

const lessons: Record<number, string> = { 1: 'Pottery', 2: 'Life drawing', 3: 'Watercolour', 4: 'Printmaking' };

export default function ClassScheduleCalendar() {
  const [day, setDay] = React.useState<Dayjs>(dayjs('2026-03-10'));
  const lesson = lessons[day.day()];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'inline-block' }}>
        <DateCalendar value={day} onChange={(next: Dayjs | null) => next && setDay(next)} />
        <Typography variant="body2" sx={{ px: 2 }} aria-live="polite">
          {day.format('dddd D MMMM')}: {lesson ?? 'no class, the studio is closed'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
