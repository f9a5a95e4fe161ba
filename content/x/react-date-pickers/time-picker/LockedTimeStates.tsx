import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';

export default function LockedTimeStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker label="Clocked in (read-only)" readOnly defaultValue={dayjs('2026-03-14T08:02')} />
        <TimePicker label="Overtime from (disabled)" disabled defaultValue={dayjs('2026-03-14T17:00')} />
      </Stack>
    </LocalizationProvider>
  );
}
