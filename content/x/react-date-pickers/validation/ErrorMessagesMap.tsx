import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';

const firstDay = dayjs('2026-09-01');
const lastDay = dayjs('2026-09-30');
const isSunday = (day: Dayjs) => day.day() === 0;

const messages: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'Finish typing the date.',
  minDate: 'Open days start on September 1.',
  maxDate: 'Open days end on September 30.',
  shouldDisableDate: 'The school is closed on Sundays.',
  shouldDisableMonth: 'That month is not available.',
  shouldDisableYear: 'That year is not available.',
  disablePast: 'Choose a day that has not passed.',
  disableFuture: 'Choose a day that has already passed.',
};

export default function ErrorMessagesMap() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Open day visit"
        defaultValue={dayjs('2026-09-06')}
        minDate={firstDay}
        maxDate={lastDay}
        shouldDisableDate={isSunday}
        onError={setError}
        slotProps={{ textField: { helperText: error ? messages[error] : 'Any day in September but Sunday' } }}
      />
    </LocalizationProvider>
  );
}
