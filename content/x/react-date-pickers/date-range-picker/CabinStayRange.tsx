import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';

const nightlyRate = 140;

export default function CabinStayRange() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2026-07-17'), dayjs('2026-07-21')]);
  const [arrive, leave] = stay;
  const nights = arrive?.isValid() && leave?.isValid() ? leave.diff(arrive, 'day') : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 400 }}>
        {/* The field spans the column, and a two-digit year keeps both dates visible on a phone. */}
        <DateRangePicker label="Cabin stay" value={stay} onChange={setStay} format="MM/DD/YY" sx={{ width: '100%' }} />
        <Typography variant="body2" aria-live="polite">
          {nights > 0 ? `${nights} nights · ${nights * nightlyRate} € before taxes` : 'Choose arrival and departure.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
