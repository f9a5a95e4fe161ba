import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import * as React from 'react';

dayjs.extend(utc);

// What the API returned: an ISO string in UTC, parsed with `dayjs.utc`.
const fromApi = dayjs.utc('2026-04-09T14:30:00Z');

export default function ServerUtcValue() {
  const [backup, setBackup] = React.useState<Dayjs | null>(fromApi);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker label="Nightly backup (UTC)" value={backup} onChange={setBackup} ampm={false} />
        <Typography variant="body2" aria-live="polite">
          Sent back to the API: <code>{backup?.isValid() ? backup.toISOString() : 'no valid date'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
