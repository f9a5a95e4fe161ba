import * as React from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';

const payPeriod: DateRange<Dayjs> = [dayjs('2026-03-01'), dayjs('2026-03-15')];

// The two-input field's root is a row Stack: stack the inputs below the `sm` breakpoint,
// where two dates side by side would be cut.
function StackedRangeField(props: React.ComponentProps<typeof MultiInputDateRangeField>) {
  return <MultiInputDateRangeField {...props} direction={{ xs: 'column', sm: 'row' }} />;
}

export default function PayrollFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 440 }}>
        {/* One text field: month names, the word "to" between the dates, and a clear button.
            A two-digit year leaves room for all of it in a phone-width field. */}
        <DateRangePicker
          label="Pay period"
          defaultValue={payPeriod}
          format="D MMM YY"
          slots={{ field: SingleInputDateRangeField }}
          slotProps={{ field: { dateSeparator: 'to', clearable: true } }}
          sx={{ width: '100%' }}
        />
        {/* Two text fields, each with its own label, for forms where the ends mean different things. */}
        <DateRangePicker
          defaultValue={payPeriod}
          format="DD/MM/YYYY"
          slots={{ field: StackedRangeField }}
          slotProps={{ field: { dateSeparator: 'until' } }}
          // The two inputs take their labels from the `start` and `end` texts.
          localeText={{ start: 'First working day', end: 'Last working day' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
