import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function MaintenanceViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        {/* Day and hour only: maintenance windows start on the hour. */}
        <DateTimePicker
          label="Maintenance window"
          views={['day', 'hours']}
          format="ddd D MMM, HH:00"
          defaultValue={dayjs('2026-04-12T02:00')}
        />
        {/* Every view down to seconds, opening on the hours. */}
        <DateTimePicker
          label="Incident detected"
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          openTo="hours"
          defaultValue={dayjs('2026-04-09T14:07:51')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
