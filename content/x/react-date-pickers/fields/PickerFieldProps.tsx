import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function PickerFieldProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Subscription paused until"
        defaultValue={dayjs('2026-06-01')}
        slotProps={{
          field: { clearable: true, shouldRespectLeadingZeros: true },
          textField: { variant: 'filled', helperText: 'Leave empty to resume now' },
        }}
        format="D MMM YYYY"
      />
    </LocalizationProvider>
  );
}
