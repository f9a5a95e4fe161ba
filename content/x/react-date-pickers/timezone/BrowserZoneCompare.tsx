import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import * as React from 'react';

dayjs.extend(utc);
dayjs.extend(timezone);

const launch = dayjs.utc('2026-03-02T16:00:00Z');

export default function BrowserZoneCompare() {
  // The reader's timezone is only known in the browser: render the "system" parts after mounting,
  // so that a server-rendered page does not disagree with the client.
  const [browserZone, setBrowserZone] = React.useState<string | null>(null);
  React.useEffect(() => setBrowserZone(dayjs.tz.guess()), []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimeField label="Product launch (UTC)" timezone="UTC" defaultValue={launch} ampm={false} />
        {browserZone ? (
          <DateTimeField label="Product launch (your time)" timezone="system" defaultValue={launch} ampm={false} />
        ) : (
          <Skeleton variant="rounded" height={56} />
        )}
        <Typography variant="body2" aria-live="polite">
          {browserZone ? `Your browser reports ${browserZone}.` : 'Detecting your timezone…'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
