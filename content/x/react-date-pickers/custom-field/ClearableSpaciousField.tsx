import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function ClearableSpaciousField() {
  const [issuedAfter, setIssuedAfter] = React.useState<Dayjs | null>(dayjs('2026-01-31'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 300 }}>
        <DatePicker
          label="Invoices issued after"
          value={issuedAfter}
          onChange={setIssuedAfter}
          format="DD / MM / YYYY"
          formatDensity="spacious"
          slotProps={{ field: { clearable: true } }}
        />
        <Typography variant="body2" aria-live="polite">
          {issuedAfter?.isValid()
            ? `Showing invoices from ${issuedAfter.add(1, 'day').format('D MMMM YYYY')} on.`
            : 'Showing every invoice.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
