import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import dayjs from 'dayjs';

export default function ReceptionFieldVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeField label="Visitor in" variant="filled" size="small" defaultValue={dayjs('2026-03-14T10:20')} />
        <TimeField label="Visitor out" variant="standard" size="small" />
        <TimeField label="Badge printed" readOnly size="small" defaultValue={dayjs('2026-03-14T10:21')} />
      </Stack>
    </LocalizationProvider>
  );
}
