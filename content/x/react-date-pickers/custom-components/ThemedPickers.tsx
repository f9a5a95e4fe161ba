import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

// Add picker defaults to the page's theme, keeping its palette and colour schemes (the
// default theme when no ThemeProvider is above).
const withPickerDefaults = (upper: Theme, outer: Theme = upper?.palette ? upper : createTheme()): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDatePicker: { defaultProps: { displayWeekNumber: true, yearsOrder: 'desc' } },
    MuiDateCalendar: { defaultProps: { showDaysOutsideCurrentMonth: true } },
    MuiPickersDay: {
      styleOverrides: {
        root: { fontWeight: 500 },
        today: { borderColor: outer.vars ? outer.vars.palette.secondary.main : outer.palette.secondary.main },
      },
    },
  },
});

export default function ThemedPickers() {
  return (
    <ThemeProvider theme={withPickerDefaults}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <DatePicker label="Board meeting" defaultValue={dayjs('2026-01-29')} />
          <DateCalendar defaultValue={dayjs('2026-01-29')} />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
