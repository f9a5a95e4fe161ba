import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import dayjs from 'dayjs';

// The two-input field's root is a row Stack: stack the inputs below the `sm` breakpoint,
// where two dates side by side would be cut.
function StackedRangeField(props: React.ComponentProps<typeof MultiInputDateRangeField>) {
  return <MultiInputDateRangeField {...props} direction={{ xs: 'column', sm: 'row' }} />;
}

export default function TwoFieldRental() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={{ start: 'Pick-up', end: 'Drop-off' }}>
      <DateRangePicker
        slots={{ field: StackedRangeField }}
        defaultValue={[dayjs('2026-06-05'), dayjs('2026-06-09')]}
      />
    </LocalizationProvider>
  );
}
