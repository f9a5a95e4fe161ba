import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

const visitDay = dayjs('2026-03-14');

export default function PatientIntakeField() {
  const [birth, setBirth] = React.useState<Dayjs | null>(dayjs('1984-07-02'));
  const age = birth?.isValid() ? visitDay.diff(birth, 'year') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Date of birth" value={birth} onChange={setBirth} />
        <DateField label="Last check-up" defaultValue={dayjs('2025-02-19')} />
        <Typography variant="body2" aria-live="polite">
          {age === null ? 'Age unknown' : `Age on the day of the visit: ${age}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
