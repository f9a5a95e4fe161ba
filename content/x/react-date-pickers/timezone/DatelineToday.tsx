import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

// Kiritimati (UTC+14) and Pago Pago (UTC-11) are 25 hours apart: "today" is never the same day.
const islands = [
  { zone: 'Pacific/Kiritimati', title: 'Kiritimati' },
  { zone: 'Pacific/Pago_Pago', title: 'Pago Pago' },
];

export default function DatelineToday() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {islands.map(({ zone, title }) => (
          <Stack key={zone} component="section" aria-label={`Calendar for ${title}`}>
            <Typography variant="subtitle2" component="h3" sx={{ textAlign: 'center' }}>
              Today in {title}
            </Typography>
            <DateCalendar timezone={zone} />
          </Stack>
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
