import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';
import dayjs from 'dayjs';

const salesOpen = dayjs('2026-09-01');
const salesClose = dayjs('2026-12-18');

// onError reports one error per end of the range; turn the first one into a sentence.
function describe([startError, endError]: DateRangeValidationError): string | null {
  const error = startError ?? endError;
  switch (error) {
    case 'invalidDate':
      return 'Finish typing both dates (MM/DD/YYYY).';
    case 'minDate':
      return `Passes can start from ${salesOpen.format('MMMM D')}.`;
    case 'maxDate':
      return `The last pass day is ${salesClose.format('MMMM D')}.`;
    case 'invalidRange':
      return 'The last day must come after the first day.';
    case 'shouldDisableDate':
      return 'The venue is closed on Sundays.';
    default:
      return null;
  }
}

export default function ConferenceRangeErrors() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  const message = describe(error);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Conference pass days"
        defaultValue={[dayjs('2026-08-28'), dayjs('2026-09-03')]}
        minDate={salesOpen}
        maxDate={salesClose}
        shouldDisableDate={(day) => day.day() === 0}
        onError={(newError) => setError(newError)}
        slotProps={{ textField: { helperText: message ?? 'Between September 1 and December 18, no Sundays' } }}
        sx={{ minWidth: 300, maxWidth: 400 }}
      />
    </LocalizationProvider>
  );
}
