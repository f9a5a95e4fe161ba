import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { deDE, enUS, frFR, jaJP } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import * as React from 'react';

type PickersLocale = typeof enUS;

const languages: Record<string, { label: string; dayjsLocale: string; texts: PickersLocale }> = {
  en: { label: 'English', dayjsLocale: 'en', texts: enUS },
  fr: { label: 'Français', dayjsLocale: 'fr', texts: frFR },
  de: { label: 'Deutsch', dayjsLocale: 'de', texts: deDE },
  ja: { label: '日本語', dayjsLocale: 'ja', texts: jaJP },
};

export default function FerryBookingLanguages() {
  const [language, setLanguage] = React.useState('fr');
  const { dayjsLocale, texts } = languages[language];

  // Adds the chosen pickers translations to the theme around the demo.
  // In an app you would write createTheme(yourOptions, frFR) once instead.
  const withPickerTexts = React.useCallback(
    (upper: Theme, outer: Theme = upper?.palette ? upper : createTheme()): Theme => ({
      ...outer,
      components: { ...outer.components, ...texts.components },
    }),
    [texts],
  );

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label="Interface language"
        value={language}
        onChange={(event) => setLanguage(event.target.value)}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 200 }}
      >
        {Object.entries(languages).map(([code, { label }]) => (
          <option key={code} value={code} lang={code}>
            {label}
          </option>
        ))}
      </TextField>
      <ThemeProvider theme={withPickerTexts}>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={dayjsLocale}>
          <Stack spacing={2} lang={language}>
            <DateField label="Return crossing" sx={{ maxWidth: 260 }} />
            <StaticDatePicker
              defaultValue={dayjs('2026-07-04')}
              slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
            />
          </Stack>
        </LocalizationProvider>
      </ThemeProvider>
    </Stack>
  );
}
