import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function WebinarDateTime() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2026-05-20T17:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 340 }}>
        <DateTimePicker label="Webinar starts" value={start} onChange={setStart} />
        <Typography variant="body2" aria-live="polite">
          {start?.isValid()
            ? `Invitations say ${start.format('dddd D MMMM [at] h:mm A')}; reminders go out at ${start.subtract(1, 'hour').format('h:mm A')}.`
            : 'Pick a start.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
