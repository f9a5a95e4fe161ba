import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import dayjs, { type Dayjs } from 'dayjs';

export default function ClinicSlotSingleField() {
  const [slot, setSlot] = React.useState<DateRange<Dayjs>>([dayjs('2026-03-14T13:30'), dayjs('2026-03-14T14:10')]);
  const [from, to] = slot;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <SingleInputTimeRangeField label="Consultation slot" value={slot} onChange={setSlot} />
        <SingleInputTimeRangeField
          label="Lunch break (24-hour)"
          ampm={false}
          dateSeparator="until"
          clearable
          defaultValue={[dayjs('2026-03-14T12:00'), dayjs('2026-03-14T13:00')]}
        />
        <Typography variant="body2" aria-live="polite">
          {from?.isValid() && to?.isValid() ? `${to.diff(from, 'minute')}-minute consultation` : 'Enter both times.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
