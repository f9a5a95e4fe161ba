import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import type { Dayjs } from 'dayjs';

function describe(value: Dayjs | null) {
  // null: every section empty, or at least one section cleared.
  if (value === null) return 'null (some or all sections are empty)';
  // Every section filled, but no such day: 02/31/2026, for example.
  if (!value.isValid()) return 'Invalid Date (that day does not exist)';
  return `a valid date: ${value.format('YYYY-MM-DD')}`;
}

export default function InvalidWhileTyping() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  const [calls, setCalls] = React.useState(0);
  const [error, setError] = React.useState<DateValidationError>(null);

  const handleChange = (next: Dayjs | null, context: { validationError: DateValidationError }) => {
    setValue(next);
    setError(context.validationError);
    setCalls((count) => count + 1);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 360 }}>
        <DateField
          label="Passport issued"
          value={value}
          onChange={handleChange}
          helperText="Try 02/31/2026, then clear the day with Backspace"
        />
        <Typography variant="body2" aria-live="polite">
          The value is {describe(value)}; error: {error ?? 'none'}; onChange calls: {calls}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
