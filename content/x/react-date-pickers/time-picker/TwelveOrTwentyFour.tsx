import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';

const departure = dayjs('2026-06-19T21:40');

export default function TwelveOrTwentyFour() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker label="Departure (locale default)" defaultValue={departure} />
        <TimePicker label="Departure (24-hour)" ampm={false} defaultValue={departure} />
        <MobileTimePicker label="Departure (AM/PM on the clock)" ampmInClock defaultValue={departure} />
      </Stack>
    </LocalizationProvider>
  );
}
