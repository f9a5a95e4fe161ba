import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import dayjs from 'dayjs';

const start = dayjs('2026-04-01');

export default function ParkingPermitVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Permit start (responsive)" defaultValue={start} />
        <DesktopDatePicker label="Permit start (desktop)" defaultValue={start} />
        <MobileDatePicker label="Permit start (mobile)" defaultValue={start} />
      </Stack>
    </LocalizationProvider>
  );
}
