import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function FieldOnlyPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        {/* Only the date views: the button opens a calendar, the time is typed. */}
        <DateTimePicker
          label="Meter reading taken"
          defaultValue={dayjs('2026-01-31T08:12')}
          viewRenderers={{ hours: null, minutes: null, seconds: null }}
        />
        {/* No view at all: no button, the picker is a field with the picker's props. */}
        <DateTimePicker
          label="Meter installed"
          defaultValue={dayjs('2019-05-06T14:00')}
          viewRenderers={{ day: null, month: null, year: null, hours: null, minutes: null, seconds: null }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
