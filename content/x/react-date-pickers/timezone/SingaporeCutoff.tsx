import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

// Limits from the server, in UTC. The picker converts them to Singapore time (UTC+8).
const orderingOpens = dayjs.utc('2026-06-01T01:00:00Z'); // 09:00 in Singapore
const orderingCloses = dayjs.utc('2026-06-12T10:00:00Z'); // 18:00 in Singapore

export default function SingaporeCutoff() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Catering delivery (Singapore)"
        timezone="Asia/Singapore"
        minDateTime={orderingOpens}
        maxDateTime={orderingCloses}
        ampm={false}
        slotProps={{ textField: { helperText: 'Between 1 June 09:00 and 12 June 18:00, Singapore time' } }}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
