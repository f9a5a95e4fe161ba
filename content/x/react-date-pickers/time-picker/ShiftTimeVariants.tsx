import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';

const shiftStart = dayjs('2026-02-03T07:00');

export default function ShiftTimeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker label="Shift start (responsive)" defaultValue={shiftStart} />
        <DesktopTimePicker label="Shift start (desktop)" defaultValue={shiftStart} />
        <MobileTimePicker label="Shift start (mobile)" defaultValue={shiftStart} />
      </Stack>
    </LocalizationProvider>
  );
}
