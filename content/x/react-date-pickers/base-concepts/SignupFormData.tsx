import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';

export default function SignupFormData() {
  const [sent, setSent] = React.useState<string>('');

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent(JSON.stringify(Object.fromEntries(data.entries())));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" spacing={2} onSubmit={handleSubmit} sx={{ maxWidth: 320 }}>
        <DatePicker label="Workshop day" name="workshopDay" defaultValue={dayjs('2026-11-12')} />
        <TimePicker label="Session" name="session" defaultValue={dayjs('2026-11-12T14:00')} />
        <Button type="submit" variant="outlined">
          Register
        </Button>
        <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }} aria-live="polite">
          {sent || 'Form data appears here.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
