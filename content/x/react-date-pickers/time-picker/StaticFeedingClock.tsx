import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import dayjs, { type Dayjs } from 'dayjs';

// A smart pet feeder: there is nothing to confirm, each change is sent to the device.
export default function StaticFeedingClock() {
  const [feeding, setFeeding] = React.useState<Dayjs | null>(dayjs('2026-03-14T17:30'));
  const headingId = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="section" aria-labelledby={headingId} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography id={headingId} variant="subtitle1" component="h3">
          Evening feeding
        </Typography>
        {/* No action bar: onChange fires once the hours are set and again for the minutes. */}
        <StaticTimePicker value={feeding} onChange={setFeeding} slotProps={{ actionBar: { actions: [] } }} />
        <Typography variant="body2" aria-live="polite">
          {feeding ? `The feeder opens at ${feeding.format('h:mm A')} every day.` : 'No feeding scheduled.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
