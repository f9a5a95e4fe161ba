import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';

export default function OpeningHoursReference() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker label="Shop opens" referenceDate={dayjs('2026-01-05T09:00')} />
        <TimePicker label="Shop closes" referenceDate={dayjs('2026-01-05T18:00')} />
      </Stack>
    </LocalizationProvider>
  );
}
