import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { esES } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/es';

export default function ToolbarDateFormat() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="es"
      localeText={esES.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <div lang="es">
        <StaticDatePicker
          defaultValue={dayjs('2026-09-15')}
          slotProps={{
            // The big date of the toolbar, and the month title of the calendar.
            toolbar: { toolbarFormat: 'dddd, D [de] MMMM' },
            calendarHeader: { format: 'MMMM [de] YYYY' },
          }}
        />
      </div>
    </LocalizationProvider>
  );
}
