import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';

const departure = dayjs('2026-12-19T21:40');

export default function TrainBoardDateTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {/* Locale default: `en-gb` gives DD/MM/YYYY and a 24-hour clock. */}
        <DateTimePicker label="Departure" defaultValue={departure} />
        {/* A 12-hour format needs `ampm` too, so that the clock views match the field. */}
        <DateTimePicker label="Departure (12 h)" format="DD/MM/YYYY hh:mm a" ampm defaultValue={departure} />
        {/* Add seconds to both the format and the views. */}
        <DateTimePicker
          label="Departure (with seconds)"
          format="DD/MM/YYYY HH:mm:ss"
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          defaultValue={departure}
        />
      </Stack>
    </LocalizationProvider>
  );
}
