import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';

export default function ChangeContextLog() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-06-01'));
  const [last, setLast] = React.useState('No change yet.');

  const handleChange = (next: Dayjs | null, context: PickerChangeHandlerContext<DateValidationError>) => {
    setValue(next);
    const shown = next === null ? 'empty' : next.isValid() ? next.format('YYYY-MM-DD') : 'Invalid Date';
    setLast(`value: ${shown} · source: ${context.source} · error: ${context.validationError ?? 'none'}`);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 400 }}>
        <DatePicker
          label="Lease start"
          value={value}
          onChange={handleChange}
          minDate={dayjs('2026-05-01')}
          maxDate={dayjs('2026-12-31')}
        />
        <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }} aria-live="polite">
          {last}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
