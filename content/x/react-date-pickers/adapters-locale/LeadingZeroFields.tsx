import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import dayjs from 'dayjs';

const pickup = dayjs('2026-07-04T09:05');

export default function LeadingZeroFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Stack spacing={2}>
          {/* Default: numeric sections are always padded, 04/07/2026 and 09:05. */}
          <DateField label="Pick-up day (padded)" format="D/M/YYYY" defaultValue={pickup} />
          <TimeField label="Pick-up time (padded)" format="H:m" defaultValue={pickup} />
        </Stack>
        <Stack spacing={2}>
          {/* Respect the format exactly: 4/7/2026, 9:5. */}
          <DateField
            label="Pick-up day (as formatted)"
            format="D/M/YYYY"
            shouldRespectLeadingZeros
            defaultValue={pickup}
          />
          <TimeField label="Pick-up time (as formatted)" format="H:m" shouldRespectLeadingZeros defaultValue={pickup} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
