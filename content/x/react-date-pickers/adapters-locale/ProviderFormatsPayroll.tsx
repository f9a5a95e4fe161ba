import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { AdapterFormats } from '@mui/x-date-pickers/models';
import dayjs from 'dayjs';

// One place for the formats of every picker in this part of the app.
const payrollFormats: Partial<AdapterFormats> = {
  keyboardDate: 'DD.MM.YYYY',
  keyboardDateTime24h: 'DD.MM.YYYY HH:mm',
  normalDateWithWeekday: 'ddd D MMM',
  month: 'MMM',
};

export default function ProviderFormatsPayroll() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={payrollFormats}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Pay date" defaultValue={dayjs('2026-03-27')} />
        <DateTimePicker label="Timesheets lock" ampm={false} defaultValue={dayjs('2026-03-25T18:00')} />
      </Stack>
    </LocalizationProvider>
  );
}
