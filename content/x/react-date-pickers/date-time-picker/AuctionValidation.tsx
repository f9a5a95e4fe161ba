import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError, TimeView } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';

const opensAt = dayjs('2026-06-01T10:00');
const closesAt = dayjs('2026-06-14T20:00');

// `minDateTime` takes the place of `minTime` (and `maxDateTime` of `maxTime`), so the daily
// window, 8:00 to 22:00, is a rule of its own.
const outsideDailyWindow = (value: Dayjs, view: TimeView) =>
  view === 'hours' && (value.hour() < 8 || value.hour() >= 22);

function describe(error: DateTimeValidationError) {
  switch (error) {
    case 'minDate':
    case 'minTime':
      return 'The auction opens at 10:00 on June 1.';
    case 'maxDate':
    case 'maxTime':
      return 'The auction must end by 20:00 on June 14.';
    case 'shouldDisableTime-hours':
      return 'Auctions end between 8:00 and 22:00.';
    case 'invalidDate':
      return 'That date does not exist.';
    default:
      return 'Bidding closes at this time.';
  }
}

export default function AuctionValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Auction ends"
        ampm={false}
        defaultValue={dayjs('2026-06-07T19:00')}
        minDateTime={opensAt}
        maxDateTime={closesAt}
        shouldDisableTime={outsideDailyWindow}
        onError={setError}
        slotProps={{ textField: { helperText: describe(error) } }}
      />
    </LocalizationProvider>
  );
}
