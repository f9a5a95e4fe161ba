import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/ja';

const checkIn = dayjs('2026-08-14T15:00');

const guests = [
  { locale: 'en', name: 'Guest from Chicago' },
  { locale: 'de', name: 'Gast aus Köln' },
  { locale: 'ja', name: '大阪からのお客様' },
];

export default function LocalizedTokens() {
  return (
    <Stack spacing={3}>
      {guests.map(({ locale, name }) => (
        <LocalizationProvider key={locale} dateAdapter={AdapterDayjs} adapterLocale={locale}>
          <Stack component="section" aria-label={name} spacing={1} lang={locale}>
            <Typography variant="subtitle2" component="h3">
              {name}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {/* `L` and `LT` are replaced by the locale's own date and time formats. */}
              <DateField label="Check-in (L)" format="L" defaultValue={checkIn} />
              <DateTimeField label="Arrival (L LT)" format="L LT" defaultValue={checkIn} />
            </Stack>
          </Stack>
        </LocalizationProvider>
      ))}
    </Stack>
  );
}
