import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import * as React from 'react';

dayjs.extend(utc);
dayjs.extend(timezone);

// No value and no `timezone` prop: the reference date's timezone is used.
const suggestedStart = dayjs.tz('2026-07-20T10:00', 'Asia/Tokyo');

export default function TokyoReferenceDate() {
  const [visit, setVisit] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Factory visit (Tokyo time)"
          referenceDate={suggestedStart}
          value={visit}
          onChange={setVisit}
          ampm={false}
        />
        <Typography variant="body2" aria-live="polite">
          {visit?.isValid()
            ? `${visit.format('D MMM HH:mm')} in Tokyo is ${visit.toISOString()}`
            : 'Open the picker: it starts on 20 July, 10:00 Tokyo time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
