import Backspace from '@mui/icons-material/Backspace';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function ButtonPositions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Library book due"
        defaultValue={dayjs('2026-04-21')}
        slots={{ clearIcon: Backspace }}
        slotProps={{
          field: { clearable: true, openPickerButtonPosition: 'start', clearButtonPosition: 'end' },
        }}
      />
    </LocalizationProvider>
  );
}
