import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';

export default function TableBookingForm() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2026-05-22'));
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2026-05-22T19:30'));
  const [booked, setBooked] = React.useState<string | null>(null);

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!day?.isValid() || !time?.isValid()) return;
    const slot = day.hour(time.hour()).minute(time.minute());
    setBooked(slot.format('YYYY-MM-DDTHH:mm'));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" onSubmit={handleSubmit} spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Reservation day" value={day} onChange={setDay} />
        <TimePicker label="Arrival time" value={time} onChange={setTime} />
        <Button type="submit" variant="contained">
          Book a table
        </Button>
        <Typography variant="body2" aria-live="polite">
          {booked ? `Sent to the restaurant: ${booked}` : 'Nothing sent yet.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
