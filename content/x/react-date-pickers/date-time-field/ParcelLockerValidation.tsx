import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';
import dayjs from 'dayjs';

const dropOff = dayjs('2026-03-14T11:20');
const deadline = dropOff.add(3, 'day');

// `minDateTime` is checked as a day (`minDate`) and then as a moment (`minTime`): both errors
// mean "too early", and `maxDate` / `maxTime` both mean "too late".
function describe(error: DateTimeValidationError) {
  switch (error) {
    case 'minDate':
    case 'minTime':
      return `The parcel reaches the locker on ${dropOff.format('MMM D, h:mm A')}.`;
    case 'maxDate':
    case 'maxTime':
      return `The locker keeps parcels until ${deadline.format('MMM D, h:mm A')}.`;
    case 'invalidDate':
      return 'Complete every part of the date and time.';
    default:
      return 'Within three days of drop-off';
  }
}

export default function ParcelLockerValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeField
        label="Collect parcel by"
        defaultValue={dayjs('2026-03-18T09:00')}
        minDateTime={dropOff}
        maxDateTime={deadline}
        onError={setError}
        clearable
        sx={{ maxWidth: 340 }}
        helperText={describe(error)}
      />
    </LocalizationProvider>
  );
}
