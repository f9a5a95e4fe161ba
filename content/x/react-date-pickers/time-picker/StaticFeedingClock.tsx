import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import dayjs from 'dayjs';

export default function StaticFeedingClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticTimePicker defaultValue={dayjs('2026-03-14T17:30')} slotProps={{ actionBar: { actions: [] } }} />
    </LocalizationProvider>
  );
}
