import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import dayjs, { type Dayjs } from 'dayjs';

export default function LunchBreakClock() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2026-03-14T12:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'inline-block' }}>
        <Typography variant="subtitle2" component="p">
          Lunch break starts
        </Typography>
        <TimeClock value={start} onChange={setStart} />
        <Typography variant="body2" aria-live="polite">
          {start ? `Back at ${start.add(45, 'minute').format('HH:mm')} after 45 minutes.` : ''}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
