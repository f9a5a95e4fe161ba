import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import dayjs from 'dayjs';

export default function KeyboardOnlyFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Date of birth" defaultValue={dayjs('1991-11-23')} />
        <TimeField label="Usual bedtime" defaultValue={dayjs('2026-01-01T22:45')} />
        <DateTimeField label="Last vaccination" defaultValue={dayjs('2025-10-02T10:15')} />
      </Stack>
    </LocalizationProvider>
  );
}
