import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';

export default function AppointmentSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* Two columns (hours, minutes), minutes in quarter-hours. */}
        <TimePicker label="Haircut" timeSteps={{ minutes: 15 }} defaultValue={dayjs('2026-04-11T10:15')} />
        {/* 30-minute steps: one column listing every slot. */}
        <TimePicker
          label="Massage"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          defaultValue={dayjs('2026-04-11T15:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
