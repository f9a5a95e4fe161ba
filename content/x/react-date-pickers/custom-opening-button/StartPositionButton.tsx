import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function StartPositionButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker
          label="Power cut starts"
          defaultValue={dayjs('2026-02-03T09:00')}
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
        />
        <DateTimePicker
          label="Power back on"
          defaultValue={dayjs('2026-02-03T13:00')}
          slotProps={{ field: { openPickerButtonPosition: 'start', clearable: true, clearButtonPosition: 'end' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
