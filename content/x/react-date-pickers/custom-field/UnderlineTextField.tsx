import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';

export default function UnderlineTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Doors open"
          defaultValue={dayjs('2026-10-10T19:00')}
          slotProps={{ textField: { variant: 'standard', fullWidth: true } }}
        />
        <TimePicker
          label="Last entry"
          defaultValue={dayjs('2026-10-10T22:30')}
          slotProps={{
            textField: { variant: 'filled', size: 'small', helperText: 'No entry after this time' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
