import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function LockedDateTimes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker label="Ticket opened (read-only)" readOnly defaultValue={dayjs('2026-02-17T09:41')} />
        <DateTimePicker label="Ticket closed (disabled)" disabled />
      </Stack>
    </LocalizationProvider>
  );
}
