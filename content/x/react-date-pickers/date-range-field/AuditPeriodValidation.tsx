import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import dayjs from 'dayjs';

export default function AuditPeriodValidation() {
  const [errors, setErrors] = React.useState<DateRangeValidationError>([null, null]);
  const [startError, endError] = errors;

  let message = 'Within fiscal year 2026';
  if (startError === 'invalidRange' || endError === 'invalidRange') message = 'The end comes before the start.';
  else if (startError || endError) message = 'Both dates must fall in 2026.';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputDateRangeField
        label="Audit period"
        defaultValue={[dayjs('2026-11-01'), dayjs('2026-10-15')]}
        minDate={dayjs('2026-01-01')}
        maxDate={dayjs('2026-12-31')}
        onError={setErrors}
        helperText={message}
        sx={{ width: '100%', maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
