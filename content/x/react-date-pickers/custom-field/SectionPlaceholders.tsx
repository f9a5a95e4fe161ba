import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function SectionPlaceholders() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        fieldDayPlaceholder: () => 'dd',
        fieldMonthPlaceholder: () => 'mm',
        fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
        fieldHoursPlaceholder: () => '--',
        fieldMinutesPlaceholder: () => '--',
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Date of the survey" format="DD.MM.YYYY" />
        <TimeField label="Time of the survey" format="HH:mm" />
      </Stack>
    </LocalizationProvider>
  );
}
