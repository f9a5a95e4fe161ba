import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import moment, { type Moment } from 'moment';
import 'moment/locale/de';
import 'moment/locale/en-gb';
import 'moment/locale/fr';
import 'moment/locale/ja';
import * as React from 'react';

// Importing a Moment locale file registers it and also makes it Moment's global locale:
// switch the global one back, and pass the name you want to `adapterLocale` instead.
moment.locale('en');

const locales = [
  { code: 'en', label: 'English (US)' },
  { code: 'en-gb', label: 'English (UK)' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'ja', label: '日本語' },
];

export default function ConferenceLocaleSwitch() {
  const [locale, setLocale] = React.useState('en-gb');
  const [talkDay, setTalkDay] = React.useState<Moment | null>(moment('2026-06-23'));

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
      <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale={locale}>
        <Stack spacing={1} lang={locale}>
          <DateField label="Talk day" value={talkDay} onChange={setTalkDay} sx={{ maxWidth: 260 }} />
          <DateCalendar value={talkDay} onChange={setTalkDay} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
