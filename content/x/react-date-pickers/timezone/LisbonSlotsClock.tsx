import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import * as React from 'react';

dayjs.extend(utc);
dayjs.extend(timezone);

const zone = 'Europe/Lisbon';
// Opening hours of the Lisbon service desk, in its own time.
const opens = dayjs.tz('2026-10-15T09:00', zone);
const closes = dayjs.tz('2026-10-15T16:30', zone);

export default function LisbonSlotsClock() {
  const [slot, setSlot] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack component="section" aria-labelledby="lisbon-slots-title" spacing={1}>
          <Typography id="lisbon-slots-title" variant="subtitle2" component="h3">
            Call-back slots (Lisbon time)
          </Typography>
          <DigitalClock
            timezone={zone}
            referenceDate={opens}
            minTime={opens}
            maxTime={closes}
            timeStep={30}
            // Times outside opening hours are left out rather than shown greyed out.
            skipDisabled
            ampm={false}
            value={slot}
            onChange={setSlot}
            sx={{ maxHeight: 240, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        </Stack>
        <Typography variant="body2" aria-live="polite">
          {slot
            ? `Call-back at ${slot.format('HH:mm')} Lisbon time (${slot.utc().format('HH:mm')} UTC)`
            : 'Choose a slot.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
