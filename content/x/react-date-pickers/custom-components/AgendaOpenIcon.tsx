import EventNote from '@mui/icons-material/EventNote';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function AgendaOpenIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Team offsite"
        defaultValue={dayjs('2026-06-24')}
        slots={{ openPickerIcon: EventNote }}
        slotProps={{ openPickerButton: { color: 'primary' }, openPickerIcon: { fontSize: 'small' } }}
      />
    </LocalizationProvider>
  );
}
