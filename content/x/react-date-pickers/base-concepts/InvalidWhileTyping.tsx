import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';

function describe(value: Dayjs | null) {
  if (value === null) return 'null: the field is empty';
  if (!value.isValid()) return 'Invalid Date: some sections are still blank';
  return `a valid date: ${value.format('YYYY-MM-DD')}`;
}

export default function InvalidWhileTyping() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DateField label="Passport issued" value={value} onChange={setValue} />
        <Typography variant="body2" aria-live="polite">
          The value is {describe(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
