import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

const departure = dayjs('2026-09-30T18:45');

export default function TrainTimeOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker label="Departure (24-hour)" ampm={false} defaultValue={departure} />
        <DateTimePicker label="Departure (15-minute steps)" timeSteps={{ minutes: 15 }} defaultValue={departure} />
      </Stack>
    </LocalizationProvider>
  );
}
