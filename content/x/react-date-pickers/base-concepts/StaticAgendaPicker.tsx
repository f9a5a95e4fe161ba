import * as React from 'react';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs, { type Dayjs } from 'dayjs';

export default function StaticAgendaPicker() {
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2026-03-20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={saved}
        onAccept={setSaved}
        slotProps={{ actionBar: { actions: ['today', 'cancel', 'accept'] } }}
      />
      <Typography variant="body2" aria-live="polite">
        Agenda shows: {saved ? saved.format('dddd, MMMM D') : 'no day'}
      </Typography>
    </LocalizationProvider>
  );
}
