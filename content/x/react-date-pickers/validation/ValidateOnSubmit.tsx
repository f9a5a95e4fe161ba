import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';

export default function ValidateOnSubmit() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  const [error, setError] = React.useState<DateValidationError>(null);
  const [submitted, setSubmitted] = React.useState(false);
  const blocking = value === null ? 'Choose a start date.' : error ? 'Fix the start date first.' : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        sx={{ maxWidth: 340 }}
        onSubmit={(event: React.SubmitEvent) => {
          event.preventDefault();
          setSubmitted(true);
        }}
      >
        <DatePicker
          label="Internship starts"
          value={value}
          onChange={setValue}
          onError={setError}
          minDate={dayjs('2027-01-04')}
          maxDate={dayjs('2027-03-29')}
          slotProps={{ textField: { required: true, error: submitted && !!blocking } }}
        />
        <Button type="submit" variant="contained">
          Apply
        </Button>
        <div aria-live="polite">
          {submitted && <Alert severity={blocking ? 'error' : 'success'}>{blocking ?? 'Application sent.'}</Alert>}
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
