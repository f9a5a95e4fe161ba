import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import dayjs from 'dayjs';

// The two-input field's root is a row Stack: one field per row below the `sm` breakpoint,
// where a date and a time already fill a field.
function StackedRangeField(props: React.ComponentProps<typeof MultiInputDateTimeRangeField>) {
  return <MultiInputDateTimeRangeField {...props} direction={{ xs: 'column', sm: 'row' }} />;
}

export default function ShipmentTwoFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        slots={{ field: StackedRangeField }}
        localeText={{ start: 'Loading starts', end: 'Unloading ends' }}
        defaultValue={[dayjs('2026-02-23T06:00'), dayjs('2026-02-24T15:45')]}
      />
    </LocalizationProvider>
  );
}
