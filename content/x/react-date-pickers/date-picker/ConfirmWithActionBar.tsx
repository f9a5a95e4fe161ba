import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function ConfirmWithActionBar() {
  const [confirmed, setConfirmed] = React.useState<Dayjs | null>(dayjs('2026-09-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Contract start"
          defaultValue={confirmed}
          closeOnSelect={false}
          onAccept={setConfirmed}
          slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
        />
        <Typography variant="body2" aria-live="polite">
          Saved start date: {confirmed ? confirmed.format('YYYY-MM-DD') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
