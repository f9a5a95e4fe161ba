import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

const deployedAt = dayjs('2026-03-14T16:05:09');

export default function IsoTimestampFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimeField label="Deployed (ISO-like)" format="YYYY-MM-DD HH:mm:ss" defaultValue={deployedAt} />
        <DateTimeField label="Deployed (24-hour)" ampm={false} defaultValue={deployedAt} />
        <DateTimeField label="Deployed (long)" format="ddd, MMM D YYYY h:mm A" defaultValue={deployedAt} />
      </Stack>
    </LocalizationProvider>
  );
}
