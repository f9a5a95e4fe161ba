import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import dayjs, { type Dayjs } from 'dayjs';

// The ward works three eight-hour shifts starting at 07:00, 15:00 and 23:00.
function nextShiftStart(hour: number): Dayjs {
  const now = dayjs();
  const today = now.startOf('day').hour(hour);
  return today.isAfter(now) ? today : today.add(1, 'day');
}

const shiftShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Next early shift (07:00)', getValue: () => nextShiftStart(7) },
  { label: 'Next late shift (15:00)', getValue: () => nextShiftStart(15) },
  { label: 'Next night shift (23:00)', getValue: () => nextShiftStart(23) },
];

export default function ShiftStartShortcuts() {
  const [start, setStart] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Cover starts"
          value={start}
          onChange={setStart}
          ampm={false}
          slotProps={{ shortcuts: { items: shiftShortcuts } }}
        />
        <Typography variant="body2" aria-live="polite">
          {start?.isValid() ? `Cover until ${start.add(8, 'hour').format('ddd D MMM, HH:mm')}.` : 'No cover booked yet.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
