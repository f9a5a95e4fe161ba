import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function FrozenCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2" component="p" sx={{ px: 2 }}>
            Signed (read-only)
          </Typography>
          <DateCalendar readOnly defaultValue={dayjs('2026-01-20')} />
        </div>
        <div>
          <Typography variant="subtitle2" component="p" sx={{ px: 2 }}>
            Renewal (disabled)
          </Typography>
          <DateCalendar disabled defaultValue={dayjs('2027-01-20')} />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
