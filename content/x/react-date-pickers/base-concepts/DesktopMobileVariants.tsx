import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import dayjs from 'dayjs';

export default function DesktopMobileVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DesktopDatePicker label="Pickup (popover)" defaultValue={dayjs('2026-10-03')} />
        <MobileDatePicker label="Return (dialog)" defaultValue={dayjs('2026-10-08')} />
      </Stack>
    </LocalizationProvider>
  );
}
