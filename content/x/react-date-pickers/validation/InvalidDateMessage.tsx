import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import dayjs from 'dayjs';

export default function InvalidDateMessage() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Type 31 in the day section: 31 February is an invalid date. */}
      <DateField
        label="Date on the receipt"
        defaultValue={dayjs('2026-02-28')}
        onError={setError}
        helperText={error === 'invalidDate' ? 'February has no such day. Check the receipt again.' : 'As printed at the top of the receipt'}
        sx={{ maxWidth: 340 }}
      />
    </LocalizationProvider>
  );
}
