import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function LockedBookingStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Order placed (read-only)" readOnly defaultValue={dayjs('2026-01-28')} />
        <DatePicker label="Refund date (disabled)" disabled defaultValue={dayjs('2026-02-11')} />
      </Stack>
    </LocalizationProvider>
  );
}
