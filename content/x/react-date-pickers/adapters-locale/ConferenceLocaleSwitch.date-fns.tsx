import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { de, enGB, enUS, fr, ja, type Locale } from 'date-fns/locale';
import * as React from 'react';

// date-fns locales are objects: pass the object itself to `adapterLocale`.
const locales: { code: string; label: string; locale: Locale }[] = [
  { code: 'en-US', label: 'English (US)', locale: enUS },
  { code: 'en-GB', label: 'English (UK)', locale: enGB },
  { code: 'fr', label: 'Français', locale: fr },
  { code: 'de', label: 'Deutsch', locale: de },
  { code: 'ja', label: '日本語', locale: ja },
];

export default function ConferenceLocaleSwitch() {
  const [code, setCode] = React.useState('en-GB');
  const [talkDay, setTalkDay] = React.useState<Date | null>(new Date(2026, 5, 23));
  const { locale } = locales.find((item) => item.code === code) ?? locales[0];

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label="Attendee locale"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 200 }}
      >
        {locales.map((item) => (
          <option key={item.code} value={item.code} lang={item.code}>
            {item.label}
          </option>
        ))}
      </TextField>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale}>
        <Stack spacing={1} lang={code}>
          <DateField label="Talk day" value={talkDay} onChange={setTalkDay} sx={{ maxWidth: 260 }} />
          <DateCalendar value={talkDay} onChange={setTalkDay} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
