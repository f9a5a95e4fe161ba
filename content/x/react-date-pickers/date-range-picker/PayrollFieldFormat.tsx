import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';

const payPeriod: DateRange<Dayjs> = [dayjs('2026-03-01'), dayjs('2026-03-15')];

export default function PayrollFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 440 }}>
        {/* One text field: a readable format, the word "to" between the dates, and a clear button. */}
        <DateRangePicker
          label="Pay period"
          defaultValue={payPeriod}
          format="D MMM YYYY"
          slots={{ field: SingleInputDateRangeField }}
          slotProps={{ field: { dateSeparator: 'to', clearable: true } }}
          sx={{ minWidth: 320 }}
        />
        {/* Two text fields, each with its own label, for forms where the ends mean different things. */}
        <DateRangePicker
          defaultValue={payPeriod}
          format="DD/MM/YYYY"
          slots={{ field: MultiInputDateRangeField }}
          slotProps={{ field: { dateSeparator: 'until' } }}
          // The two inputs take their labels from the `start` and `end` texts.
          localeText={{ start: 'First working day', end: 'Last working day' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
