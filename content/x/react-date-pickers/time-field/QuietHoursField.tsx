import * as React from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';
import dayjs from 'dayjs';

const messages: Record<string, string> = {
  minTime: 'Quiet hours cannot start before 20:00.',
  maxTime: 'Quiet hours must start by 23:30.',
  invalidDate: 'Finish typing the time.',
};

export default function QuietHoursField() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeField
          label="Do not disturb from"
          ampm={false}
          defaultValue={dayjs('2026-03-14T19:30')}
          minTime={dayjs('2026-03-14T20:00')}
          maxTime={dayjs('2026-03-14T23:30')}
          onError={setError}
          clearable
          helperText={error ? messages[error] ?? 'Check this time.' : 'Between 20:00 and 23:30'}
        />
      </Stack>
    </LocalizationProvider>
  );
}
