import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

const issued = dayjs('2026-02-02');

export default function InvoiceDueControlled() {
  const [due, setDue] = React.useState<Dayjs | null>(issued.add(30, 'day'));
  const days = due?.isValid() ? due.diff(issued, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <Typography variant="body2">Invoice issued on {issued.format('MMMM D, YYYY')}</Typography>
        <DatePicker label="Payment due" value={due} onChange={setDue} />
        <Stack direction="row" spacing={1}>
          {[14, 30, 60].map((term) => (
            <Button key={term} size="small" variant="outlined" onClick={() => setDue(issued.add(term, 'day'))}>
              Net {term}
            </Button>
          ))}
        </Stack>
        <Typography variant="body2" aria-live="polite">
          {days === null ? 'No due date yet.' : `Payment terms: ${days} days`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
