import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import dayjs, { type Dayjs } from 'dayjs';

export default function IncidentSpanField() {
  const [span, setSpan] = React.useState<DateRange<Dayjs>>([dayjs('2026-02-10T22:41'), dayjs('2026-02-11T01:07')]);
  const [began, ended] = span;
  const minutes = began?.isValid() && ended?.isValid() ? ended.diff(began, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 460 }}>
        <SingleInputDateTimeRangeField label="Incident duration" ampm={false} value={span} onChange={setSpan} />
        <SingleInputDateTimeRangeField
          label="Customer impact"
          format="DD/MM HH:mm"
          dateSeparator="→"
          clearable
          defaultValue={[dayjs('2026-02-10T22:50'), dayjs('2026-02-11T00:30')]}
        />
        <Typography variant="body2" aria-live="polite">
          {minutes !== null && minutes >= 0 ? `Downtime: ${Math.floor(minutes / 60)} h ${minutes % 60} min` : 'Enter both ends.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
