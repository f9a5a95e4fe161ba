import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import 'dayjs/locale/de';

const sprintStart = dayjs('2027-01-04');

// Week numbers follow the locale's rules: ISO weeks in `de`, US weeks in `en`.
const teams = [
  { locale: 'en', title: 'Austin team (en)' },
  { locale: 'de', title: 'Team Berlin (de)' },
];

export default function SprintWeekNumbers() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {teams.map(({ locale, title }) => (
        <LocalizationProvider key={locale} dateAdapter={AdapterDayjs} adapterLocale={locale}>
          <Stack component="section" aria-label={title} lang={locale}>
            <Typography variant="subtitle2" component="h3" sx={{ textAlign: 'center' }}>
              {title}
            </Typography>
            <DateCalendar
              defaultValue={sprintStart}
              displayWeekNumber
              readOnly
              // The default grey of week numbers is too faint to read comfortably.
              sx={{ '& .MuiDayCalendar-weekNumber': { color: 'text.secondary' } }}
            />
          </Stack>
        </LocalizationProvider>
      ))}
    </Stack>
  );
}
