import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { deDE } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/de';

// The translation object sits inside the theme-shaped export.
const germanTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export default function ClinicProviderTexts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanTexts}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} lang="de">
        <DatePicker
          label="Termin"
          defaultValue={dayjs('2026-05-19')}
          slotProps={{ actionBar: { actions: ['today', 'clear', 'accept'] } }}
        />
        <TimePicker label="Uhrzeit" defaultValue={dayjs('2026-05-19T08:45')} />
      </Stack>
    </LocalizationProvider>
  );
}
