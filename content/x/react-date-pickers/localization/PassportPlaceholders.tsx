import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// Placeholders are functions: they receive the section's format and can adapt to it.
const placeholders: PickersInputLocaleText = {
  fieldDayPlaceholder: () => 'dd',
  fieldMonthPlaceholder: ({ contentType }) => (contentType === 'letter' ? 'month' : 'mm'),
  fieldYearPlaceholder: ({ digitAmount }) => 'y'.repeat(digitAmount),
  fieldHoursPlaceholder: () => 'hh',
  fieldMinutesPlaceholder: () => 'mm',
  fieldMeridiemPlaceholder: () => 'am/pm',
};

export default function PassportPlaceholders() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={placeholders}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DateField label="Passport expiry" />
        <DateField label="Issued in" format="MMMM YYYY" />
        <TimeField label="Flight departure" />
      </Stack>
    </LocalizationProvider>
  );
}
