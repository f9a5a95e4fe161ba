import * as React from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function LinkedCheckInOut() {
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs('2026-10-09'));
  const [checkOut, setCheckOut] = React.useState<Dayjs | null>(dayjs('2026-10-12'));
  const earliestOut = checkIn?.isValid() ? checkIn.add(1, 'day') : undefined;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Check-in" value={checkIn} onChange={setCheckIn} />
        <DatePicker
          label="Check-out"
          value={checkOut}
          onChange={setCheckOut}
          minDate={earliestOut}
          referenceDate={earliestOut}
          slotProps={{ textField: { helperText: 'At least one night after check-in' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
