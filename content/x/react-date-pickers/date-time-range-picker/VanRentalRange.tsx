import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';

export default function VanRentalRange() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-05-29T09:00'),
    dayjs('2026-05-31T18:00'),
  ]);
  const [pickUp, dropOff] = rental;
  const hours = pickUp?.isValid() && dropOff?.isValid() ? dropOff.diff(pickUp, 'hour') : null;
  const days = hours === null ? 0 : Math.ceil(hours / 24);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Full width up to 460 px: the field holds two dates and two times (about 340 px of text). */}
      <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 460 }}>
        <DateTimeRangePicker label="Van rental" value={rental} onChange={setRental} />
        <Typography variant="body2" aria-live="polite">
          {hours !== null && hours > 0 ? `${hours} hours, billed as ${days} rental days` : 'Choose pick-up and drop-off.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
