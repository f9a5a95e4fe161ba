import { createTheme, ThemeProvider } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { pickersDayClasses } from '@mui/x-date-pickers/PickersDay';
import dayjs from 'dayjs';

const theme = createTheme({
  // The page toggles light/dark with this attribute on <html>; the prefix keeps this theme's
  // variables apart from the page's own. In an app of your own, `cssVariables: true` is enough.
  cssVariables: { colorSchemeSelector: 'data-mui-color-scheme', cssVarPrefix: 'board' },
  colorSchemes: { light: true, dark: true },
  components: {
    // Default props for every DatePicker and DateCalendar of the app.
    MuiDatePicker: { defaultProps: { displayWeekNumber: true, yearsOrder: 'desc' } },
    MuiDateCalendar: { defaultProps: { showDaysOutsideCurrentMonth: true } },
    MuiPickersDay: {
      styleOverrides: {
        root: { fontWeight: 500 },
        // The default ring of today is drawn on `:not(.Mui-selected)`: target the same selector.
        today: ({ theme: current }) => ({
          [`&:not(.${pickersDayClasses.selected})`]: {
            borderColor: (current.vars ?? current).palette.secondary.main,
          },
        }),
      },
    },
  },
});

export default function ThemedPickers() {
  return (
    <ThemeProvider theme={theme}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <DatePicker label="Board meeting" defaultValue={dayjs('2026-01-29')} />
          <DateCalendar defaultValue={dayjs('2026-01-29')} />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
