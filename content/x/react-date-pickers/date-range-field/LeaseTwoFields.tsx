import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import dayjs from 'dayjs';

export default function LeaseTwoFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateRangeField
        direction={{ xs: 'column', sm: 'row' }}
        defaultValue={[dayjs('2026-10-01'), dayjs('2027-09-30')]}
        minDate={dayjs('2026-09-01')}
        slotProps={{
          textField: ({ position }) => ({
            label: position === 'start' ? 'Lease begins' : 'Lease ends',
            helperText: position === 'start' ? 'From September 2026' : 'Usually 12 months later',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
