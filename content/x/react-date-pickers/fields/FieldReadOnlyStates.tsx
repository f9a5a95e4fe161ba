import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import dayjs from 'dayjs';

export default function FieldReadOnlyStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Account created" readOnly defaultValue={dayjs('2021-10-04')} />
        <TimeField label="Daily digest" disabled defaultValue={dayjs('2026-03-14T07:00')} />
      </Stack>
    </LocalizationProvider>
  );
}
