import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function ControlledOpenReminder() {
  const [calendarShown, setCalendarShown] = React.useState(false);
  const [remindOn, setRemindOn] = React.useState<Dayjs | null>(dayjs('2026-04-03'));
  const [closings, setClosings] = React.useState(0);

  function hideCalendar() {
    setCalendarShown(false);
    setClosings((count) => count + 1);
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Remind me on"
          value={remindOn}
          onChange={setRemindOn}
          open={calendarShown}
          onOpen={() => setCalendarShown(true)}
          onClose={hideCalendar}
        />
        <Button variant="outlined" onClick={() => setRemindOn(remindOn?.add(1, 'week') ?? null)}>
          Snooze a week
        </Button>
        <Button variant="text" onClick={() => setCalendarShown(true)}>
          Pick another day…
        </Button>
        <Typography variant="body2">The calendar was closed {closings} times.</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
