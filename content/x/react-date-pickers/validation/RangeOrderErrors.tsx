import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';

// Hostel rule: reception takes arrivals on any day but Sunday; departures are free.
const noSundayArrival = (day: Dayjs, position: 'start' | 'end') => position === 'start' && day.day() === 0;

export default function RangeOrderErrors() {
  const [errors, setErrors] = React.useState<DateRangeValidationError>([null, null]);
  const [startError, endError] = errors;

  let helper = 'Arrive any day but Sunday';
  if (startError === 'invalidRange') helper = 'Departure must come after arrival.';
  else if (startError === 'shouldDisableDate') helper = 'Reception is closed for arrivals on Sundays.';
  else if (endError) helper = 'Check the departure date.';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Hostel stay"
        defaultValue={[dayjs('2026-06-14'), dayjs('2026-06-18')]}
        shouldDisableDate={noSundayArrival}
        onError={setErrors}
        slotProps={{ textField: { helperText: helper } }}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
