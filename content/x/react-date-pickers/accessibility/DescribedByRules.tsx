import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

export default function DescribedByRules() {
  const headingId = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="section" spacing={1.5} aria-labelledby={headingId} sx={{ maxWidth: 360 }}>
        <Typography id={headingId} variant="subtitle1" component="h3">
          Blood donation
        </Typography>
        <Typography variant="body2">Donors wait at least 8 weeks between two donations.</Typography>
        <DatePicker
          label="Next donation"
          minDate={dayjs('2026-05-11')}
          defaultValue={dayjs('2026-05-18')}
          slotProps={{ textField: { helperText: 'Earliest: May 11, 2026' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
