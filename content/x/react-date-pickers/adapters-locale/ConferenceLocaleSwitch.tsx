import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import * as React from 'react';

// Day.js locales are identified by name once their file has been imported.
const locales = [
  { code: 'en', label: 'English (US)' },
  { code: 'en-gb', label: 'English (UK)' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'ja', label: '日本語' },
];

export default function ConferenceLocaleSwitch() {
  const [locale, setLocale] = React.useState('en-gb');
  const [talkDay, setTalkDay] = React.useState<Dayjs | null>(dayjs('2026-06-23'));

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label="Attendee locale"
        value={locale}
        onChange={(event) => setLocale(event.target.value)}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 200 }}
      >
        {locales.map(({ code, label }) => (
          <option key={code} value={code} lang={code}>
            {label}
          </option>
        ))}
      </TextField>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        <Stack spacing={1} lang={locale}>
          <DateField label="Talk day" value={talkDay} onChange={setTalkDay} sx={{ maxWidth: 260 }} />
          <DateCalendar value={talkDay} onChange={setTalkDay} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
