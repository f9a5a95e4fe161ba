import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function TableSlotList() {
  const [slot, setSlot] = React.useState<Dayjs | null>(dayjs('2026-03-14T19:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'inline-block' }}>
        <Typography variant="subtitle2" component="p">
          Dinner reservation
        </Typography>
        <DigitalClock
          value={slot}
          onChange={setSlot}
          minTime={dayjs('2026-03-14T18:00')}
          maxTime={dayjs('2026-03-14T22:00')}
          skipDisabled
        />
        <Typography variant="body2" aria-live="polite">
          {slot ? `Table held for ${slot.format('h:mm A')}` : 'No time chosen'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
