import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const today = dayjs().startOf('day');

export default function StayDatesForm() {
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(today.add(7, 'day'));
  const [checkOut, setCheckOut] = React.useState<Dayjs | null>(today.add(10, 'day'));

  const nights =
    checkIn && checkOut && checkOut.isAfter(checkIn) ? checkOut.diff(checkIn, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Check-in"
          value={checkIn}
          onChange={setCheckIn}
          format="DD/MM/YYYY"
          disablePast
          slotProps={{
            textField: { required: true, helperText: 'From 3 pm' },
            actionBar: { actions: ['today', 'accept'] },
          }}
        />
        <DatePicker
          label="Check-out"
          value={checkOut}
          onChange={setCheckOut}
          format="DD/MM/YYYY"
          minDate={checkIn ? checkIn.add(1, 'day') : undefined}
          localeText={{ toolbarTitle: 'Leaving on' }}
          slotProps={{
            textField: { required: true, helperText: 'By 11 am' },
            actionBar: { actions: ['clear', 'accept'] },
          }}
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {nights == null ? 'Choose both dates' : `${nights} night${nights === 1 ? '' : 's'}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
