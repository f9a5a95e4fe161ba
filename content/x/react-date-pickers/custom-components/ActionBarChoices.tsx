import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';

export default function ActionBarChoices() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* A date picker has no buttons by default on desktop: add Today and Clear. */}
        <DatePicker
          label="Invoice date"
          defaultValue={dayjs('2026-03-02')}
          slotProps={{ actionBar: { actions: ['today', 'clear'] } }}
        />
        {/* A time picker shows Cancel and OK by default: keep only OK. */}
        <TimePicker
          label="Standup"
          defaultValue={dayjs('2026-03-02T09:15')}
          slotProps={{ actionBar: { actions: ['accept'] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
