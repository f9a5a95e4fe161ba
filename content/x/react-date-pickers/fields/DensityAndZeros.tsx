import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import dayjs from 'dayjs';

const renewal = dayjs('2026-01-05T08:05');

export default function DensityAndZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateField label="Renewal (dense)" format="MM/DD/YYYY" defaultValue={renewal} />
        <DateField label="Renewal (spacious)" format="MM/DD/YYYY" formatDensity="spacious" defaultValue={renewal} />
        <DateField label="Renewal (no padding)" format="M/D/YYYY" shouldRespectLeadingZeros defaultValue={renewal} />
        <TimeField label="Reminder (no padding)" format="H:mm" shouldRespectLeadingZeros defaultValue={renewal} />
      </Stack>
    </LocalizationProvider>
  );
}
