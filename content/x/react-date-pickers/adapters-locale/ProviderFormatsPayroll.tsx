import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { AdapterFormats } from '@mui/x-date-pickers/models';
import dayjs from 'dayjs';

// One place for the formats of every picker in this part of the app.
const payrollFormats: Partial<AdapterFormats> = {
  // Date fields, and the date part of date and date-time pickers.
  keyboardDate: 'DD.MM.YYYY',
  // Date-time fields (a date-time picker joins `keyboardDate` and its time views instead).
  keyboardDateTime24h: 'DD.MM.YYYY HH:mm',
  // The toolbar of mobile and static date pickers, in English locales.
  normalDateWithWeekday: 'ddd D MMM',
  // The calendar header shows `month` followed by `year`.
  month: 'MMM',
};

export default function ProviderFormatsPayroll() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={payrollFormats}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker label="Pay date" defaultValue={dayjs('2026-03-27')} />
        <DateTimePicker label="Timesheets lock" ampm={false} defaultValue={dayjs('2026-03-25T18:00')} />
        <DateTimeField label="Last bank export" ampm={false} readOnly defaultValue={dayjs('2026-03-26T07:45')} />
      </Stack>
    </LocalizationProvider>
  );
}
