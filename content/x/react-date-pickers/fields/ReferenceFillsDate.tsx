import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import dayjs, { type Dayjs } from 'dayjs';

const matchDay = dayjs('2026-09-19T00:00');

export default function ReferenceFillsDate() {
  const [kickOff, setKickOff] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 340 }}>
        <TimeField label="Kick-off time" value={kickOff} onChange={setKickOff} referenceDate={matchDay} />
        <Typography variant="body2" aria-live="polite">
          {kickOff?.isValid() ? `Stored value: ${kickOff.format('YYYY-MM-DD HH:mm')}` : 'Type a time: the date comes from the match day.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
