import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function TintedOpenButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Garden waste collection"
        defaultValue={dayjs('2026-05-12')}
        slotProps={{
          openPickerButton: { color: 'success', size: 'small', sx: { bgcolor: 'action.hover' } },
          openPickerIcon: { fontSize: 'small' },
        }}
      />
    </LocalizationProvider>
  );
}
