import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, type Locale } from 'date-fns/locale';

const rotaDay = new Date(2026, 1, 11);

// A date-fns locale is a plain object: copy it and change `weekStartsOn` (0 = Sunday, 1 = Monday).
const enUSMonday: Locale = { ...enUS, options: { ...enUS.options, weekStartsOn: 1 } };

const regions = [
  { locale: enUS, title: 'New York office (enUS)' },
  { locale: enUSMonday, title: 'New York office, Monday first' },
];

export default function RotaWeekStart() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {regions.map(({ locale, title }) => (
        <LocalizationProvider key={title} dateAdapter={AdapterDateFns} adapterLocale={locale}>
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
