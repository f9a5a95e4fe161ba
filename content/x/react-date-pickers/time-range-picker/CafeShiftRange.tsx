import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import dayjs, { type Dayjs } from 'dayjs';

export default function CafeShiftRange() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([dayjs('2026-03-14T07:30'), dayjs('2026-03-14T15:00')]);
  const [from, to] = shift;
  const minutes = from?.isValid() && to?.isValid() ? to.diff(from, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 340 }}>
        <TimeRangePicker label="Saturday shift" value={shift} onChange={setShift} />
        <Typography variant="body2" aria-live="polite">
          {minutes !== null && minutes > 0
            ? `${Math.floor(minutes / 60)} h ${minutes % 60} min on the rota`
            : 'Set a start and an end.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
