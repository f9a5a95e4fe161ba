import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import * as React from 'react';

dayjs.extend(utc);

// A date of birth is a calendar day, not an instant: keep it as "YYYY-MM-DD".
const stored = '1988-02-29';

export default function BirthdayDateOnly() {
  const [birthday, setBirthday] = React.useState<Dayjs | null>(dayjs.utc(stored));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Date of birth" timezone="UTC" value={birthday} onChange={setBirthday} />
        <Typography variant="body2" aria-live="polite">
          Saved as <code>{birthday?.isValid() ? birthday.format('YYYY-MM-DD') : 'nothing yet'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
