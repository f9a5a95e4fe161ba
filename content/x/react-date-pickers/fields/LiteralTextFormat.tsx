import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function LiteralTextFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        {/* Square brackets escape text in Day.js formats. */}
        <DateField label="Newsletter issue" format="[Issue of] MMMM YYYY" defaultValue={dayjs('2026-05-01')} />
        <DateTimeField label="Kick-off" format="ddd D MMM [at] HH:mm" defaultValue={dayjs('2026-08-15T15:30')} />
      </Stack>
    </LocalizationProvider>
  );
}
