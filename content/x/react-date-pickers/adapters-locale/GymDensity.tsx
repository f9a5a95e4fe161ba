import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

const renewal = dayjs('2027-01-31T07:00');

export default function GymDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Stack spacing={2}>
          <DateField label="Membership renewal (dense)" defaultValue={renewal} />
          <DateTimeField label="First class (dense)" format="DD-MM-YYYY HH:mm" defaultValue={renewal} />
        </Stack>
        <Stack spacing={2}>
          <DateField label="Membership renewal (spacious)" formatDensity="spacious" defaultValue={renewal} />
          <DateTimeField
            label="First class (spacious)"
            format="DD-MM-YYYY HH:mm"
            formatDensity="spacious"
            defaultValue={renewal}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
