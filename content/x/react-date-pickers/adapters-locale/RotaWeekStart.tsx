import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';

const rotaDay = dayjs('2026-02-11');

// Same language, different conventions: `en` starts weeks on Sunday, `en-gb` on Monday.
const regions = [
  { locale: 'en', title: 'New York office (en)' },
  { locale: 'en-gb', title: 'London office (en-gb)' },
];

export default function RotaWeekStart() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {regions.map(({ locale, title }) => (
        <LocalizationProvider key={locale} dateAdapter={AdapterDayjs} adapterLocale={locale}>
          <Stack component="section" aria-label={title}>
            <Typography variant="subtitle2" component="h3" sx={{ textAlign: 'center' }}>
              {title}
            </Typography>
            <DateCalendar defaultValue={rotaDay} readOnly />
          </Stack>
        </LocalizationProvider>
      ))}
    </Stack>
  );
}
