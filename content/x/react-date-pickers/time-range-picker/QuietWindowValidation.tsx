import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import dayjs from 'dayjs';

export default function QuietWindowValidation() {
  const [errors, setErrors] = React.useState<TimeRangeValidationError>([null, null]);
  const hasError = errors[0] !== null || errors[1] !== null;
  const backwards = errors.includes('invalidRange');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Delivery window"
        defaultValue={[dayjs('2026-03-14T16:00'), dayjs('2026-03-14T14:00')]}
        minTime={dayjs('2026-03-14T08:00')}
        maxTime={dayjs('2026-03-14T20:00')}
        onError={setErrors}
        sx={{ maxWidth: 340 }}
        slotProps={{
          textField: {
            helperText: backwards
              ? 'The window ends before it starts.'
              : hasError
                ? 'Couriers deliver between 8:00 and 20:00.'
                : 'Between 8:00 and 20:00',
          },
        }}
      />
    </LocalizationProvider>
  );
}
