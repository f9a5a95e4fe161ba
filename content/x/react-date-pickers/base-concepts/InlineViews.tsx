import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function InlineViews() {
  const [slot, setSlot] = React.useState<Dayjs>(dayjs('2026-04-09T14:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Typography id="consultation-heading" variant="subtitle1" component="h3">
        Book a video consultation
      </Typography>
      {/* The views have no label prop: the section takes its name from the heading above. */}
      <Stack
        component="section"
        aria-labelledby="consultation-heading"
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: 'flex-start' }}
      >
        <DateCalendar
          value={slot}
          onChange={(day: Dayjs | null) => day && setSlot(slot.year(day.year()).month(day.month()).date(day.date()))}
        />
        <DigitalClock
          value={slot}
          onChange={(time: Dayjs | null) => time && setSlot(time)}
          minTime={dayjs('2026-01-01T09:00')}
          maxTime={dayjs('2026-01-01T17:00')}
          skipDisabled
          sx={{ maxHeight: 320 }}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        Consultation: {slot.format('ddd D MMM, HH:mm')}
      </Typography>
    </LocalizationProvider>
  );
}
