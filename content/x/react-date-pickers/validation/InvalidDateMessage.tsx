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
      {/* Clear the day section to see the invalidDate error. */}
      <DateField
        label="Date on the receipt"
        defaultValue={dayjs('2026-02-28')}
        onError={setError}
        helperText={error === 'invalidDate' ? 'This date is incomplete.' : 'As printed at the top of the receipt'}
        sx={{ maxWidth: 340 }}
      />
    </LocalizationProvider>
  );
}
