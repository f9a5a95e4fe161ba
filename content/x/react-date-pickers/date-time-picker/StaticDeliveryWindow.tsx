import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import dayjs from 'dayjs';

export default function StaticDeliveryWindow() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2026-03-14T10:00')}
        minutesStep={30}
        slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
      />
    </LocalizationProvider>
  );
}
