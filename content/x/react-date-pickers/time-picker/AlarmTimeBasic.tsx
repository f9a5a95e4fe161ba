import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';

const bedtime = dayjs('2026-03-14T23:15');

export default function AlarmTimeBasic() {
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2026-03-14T06:45'));
  const wake = alarm?.isValid() ? alarm.add(alarm.isBefore(bedtime) ? 1 : 0, 'day') : null;
  const sleep = wake ? wake.diff(bedtime, 'minute') : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <TimePicker label="Alarm" value={alarm} onChange={setAlarm} />
        <Typography variant="body2" aria-live="polite">
          {wake ? `${Math.floor(sleep / 60)} h ${sleep % 60} min of sleep after a 23:15 bedtime` : 'Set an alarm.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
