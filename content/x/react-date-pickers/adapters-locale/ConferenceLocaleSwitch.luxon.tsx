import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTime } from 'luxon';
import * as React from 'react';

// Luxon formats through the browser's Intl API: a locale is just a BCP 47 tag, nothing to import.
const locales = [
  { code: 'en-US', label: 'English (US)' },
  { code: 'en-GB', label: 'English (UK)' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'ja', label: '日本語' },
];

export default function ConferenceLocaleSwitch() {
  const [locale, setLocale] = React.useState('en-GB');
  const [talkDay, setTalkDay] = React.useState<DateTime | null>(DateTime.fromISO('2026-06-23'));

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
      <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={locale}>
        <Stack spacing={1} lang={locale}>
          <DateField label="Talk day" value={talkDay} onChange={setTalkDay} sx={{ maxWidth: 260 }} />
          <DateCalendar value={talkDay} onChange={setTalkDay} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
