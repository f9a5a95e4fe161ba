import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';
import dayjs from 'dayjs';

const dropOff = dayjs('2026-03-14T11:20');
const deadline = dropOff.add(3, 'day');

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
        helperText={
          error ? `The locker keeps parcels until ${deadline.format('MMM D, h:mm A')}.` : 'Within three days of drop-off'
        }
      />
    </LocalizationProvider>
  );
}
