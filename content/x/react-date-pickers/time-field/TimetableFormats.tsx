import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import dayjs from 'dayjs';

const train = dayjs('2026-03-14T07:05:30');

export default function TimetableFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeField label="Departs (24-hour)" format="HH:mm" defaultValue={train} />
        <TimeField label="Departs (with seconds)" format="HH:mm:ss" defaultValue={train} />
        <TimeField label="Departs (12-hour, no leading zero)" format="h:mm a" shouldRespectLeadingZeros defaultValue={train} />
      </Stack>
    </LocalizationProvider>
  );
}
