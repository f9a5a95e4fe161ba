import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider } from '@mui/material/styles';
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

// One theme per interface language: the same options, plus that language's pickers texts.
// The page toggles light/dark with this attribute on <html>; the prefix keeps this theme's
// variables apart from the page's own. In an app of your own, `cssVariables: true` is enough.
const baseOptions = {
  cssVariables: { colorSchemeSelector: 'data-mui-color-scheme', cssVarPrefix: 'ferry' },
  colorSchemes: { light: true, dark: true },
} as const;

const languages = {
  en: { label: 'English', dayjsLocale: 'en', theme: createTheme(baseOptions, enUS) },
  fr: { label: 'Français', dayjsLocale: 'fr', theme: createTheme(baseOptions, frFR) },
  de: { label: 'Deutsch', dayjsLocale: 'de', theme: createTheme(baseOptions, deDE) },
  ja: { label: '日本語', dayjsLocale: 'ja', theme: createTheme(baseOptions, jaJP) },
};

type Language = keyof typeof languages;

export default function FerryBookingLanguages() {
  const [language, setLanguage] = React.useState<Language>('fr');
  const { dayjsLocale, theme } = languages[language];

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label="Interface language"
        value={language}
        onChange={(event) => setLanguage(event.target.value as Language)}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 200 }}
      >
        {Object.entries(languages).map(([code, { label }]) => (
          <option key={code} value={code} lang={code}>
            {label}
          </option>
        ))}
      </TextField>
      <ThemeProvider theme={theme}>
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
