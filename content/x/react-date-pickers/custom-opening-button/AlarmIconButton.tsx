import AccessAlarm from '@mui/icons-material/AccessAlarm';
import Stack from '@mui/material/Stack';
import WbSunny from '@mui/icons-material/WbSunny';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';

export default function AlarmIconButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Beach day" defaultValue={dayjs('2026-07-25')} slots={{ openPickerIcon: WbSunny }} />
        <TimePicker label="Wake-up call" defaultValue={dayjs('2026-07-25T06:15')} slots={{ openPickerIcon: AccessAlarm }} />
      </Stack>
    </LocalizationProvider>
  );
}
