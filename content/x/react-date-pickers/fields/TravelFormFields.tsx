import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import dayjs from 'dayjs';

export default function TravelFormFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateField label="Passport expiry" defaultValue={dayjs('2031-04-30')} />
        <TimeField label="Preferred check-in" defaultValue={dayjs('2026-03-14T15:00')} />
        <DateTimeField label="Flight lands" defaultValue={dayjs('2026-07-11T13:25')} />
      </Stack>
    </LocalizationProvider>
  );
}
