import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function ServerLogField() {
  const [since, setSince] = React.useState<Dayjs | null>(dayjs('2026-03-14T02:00'));
  const [until, setUntil] = React.useState<Dayjs | null>(dayjs('2026-03-14T06:30'));
  const span = since?.isValid() && until?.isValid() ? until.diff(since, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimeField label="Logs since" value={since} onChange={setSince} />
        <DateTimeField label="Logs until" value={until} onChange={setUntil} />
        <Typography variant="body2" aria-live="polite">
          {span === null ? 'Enter both times.' : span < 0 ? 'The end is before the start.' : `Showing ${span} minutes of logs.`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
