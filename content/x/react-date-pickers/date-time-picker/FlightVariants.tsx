import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import dayjs from 'dayjs';

const boarding = dayjs('2026-08-02T06:35');

export default function FlightVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker label="Boarding (responsive)" defaultValue={boarding} />
        <DesktopDateTimePicker label="Boarding (desktop)" defaultValue={boarding} />
        <MobileDateTimePicker label="Boarding (mobile)" defaultValue={boarding} />
      </Stack>
    </LocalizationProvider>
  );
}
