import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Both rules compare with the moment the reader looks at the page.
export default function PastAndFutureOnly() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Publish the post at"
          disablePast
          slotProps={{ textField: { helperText: 'Later than now' } }}
        />
        <DatePicker
          label="When did the accident happen?"
          disableFuture
          slotProps={{ textField: { helperText: 'Today or earlier' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
