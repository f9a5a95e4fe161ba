import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

// The ski season: passes can only be activated while the lifts run.
const seasonOpens = dayjs('2026-12-05');
const seasonCloses = dayjs('2027-04-18');

export default function SeasonPassLimits() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Activate pass on"
        minDate={seasonOpens}
        maxDate={seasonCloses}
        defaultValue={dayjs('2027-01-09')}
        slotProps={{ textField: { helperText: 'Between December 5 and April 18' } }}
      />
    </LocalizationProvider>
  );
}
