import { styled } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersTextField, pickersOutlinedInputClasses } from '@mui/x-date-pickers/PickersTextField';
import dayjs from 'dayjs';

// A restyled PickersTextField keeps the accessible section structure.
const PillField = styled(PickersTextField)(({ theme }) => ({
  [`& .${pickersOutlinedInputClasses.root}`]: {
    borderRadius: 999,
    backgroundColor: (theme.vars ?? theme).palette.action.hover,
  },
  [`& .${pickersOutlinedInputClasses.notchedOutline}`]: {
    borderColor: 'transparent',
  },
}));

export default function RoundedTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Search flights from" defaultValue={dayjs('2026-07-01')} slots={{ textField: PillField }} />
    </LocalizationProvider>
  );
}
