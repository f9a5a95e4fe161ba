import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';
import dayjs from 'dayjs';

const opensAt = dayjs('2026-06-01T10:00');
const closesAt = dayjs('2026-06-14T20:00');

export default function AuctionValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Auction ends"
        defaultValue={dayjs('2026-06-07T19:00')}
        minDateTime={opensAt}
        maxDateTime={closesAt}
        minTime={dayjs('2026-06-01T08:00')}
        maxTime={dayjs('2026-06-01T22:00')}
        onError={setError}
        slotProps={{
          textField: {
            helperText: error
              ? 'End between 10:00 on June 1 and 20:00 on June 14, from 8:00 to 22:00.'
              : 'Bidding closes at this time.',
          },
        }}
      />
    </LocalizationProvider>
  );
}
