import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function VisaHelperText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Passport expiry"
        slotProps={{
          textField: { helperText: 'Must be valid for six months after your return.' },
        }}
      />
    </LocalizationProvider>
  );
}
