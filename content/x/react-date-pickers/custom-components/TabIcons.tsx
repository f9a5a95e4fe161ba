import Schedule from '@mui/icons-material/Schedule';
import Today from '@mui/icons-material/Today';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import dayjs from 'dayjs';

export default function TabIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2026-03-27T19:30')}
        slotProps={{
          tabs: { dateIcon: <Today />, timeIcon: <Schedule />, sx: { bgcolor: 'action.hover' } },
        }}
      />
    </LocalizationProvider>
  );
}
