import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function ClearableWarrantyField() {
  const [until, setUntil] = React.useState<Dayjs | null>(dayjs('2028-05-31'));
  const [cleared, setCleared] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <DateField
          label="Extended warranty until"
          value={until}
          onChange={setUntil}
          clearable
          onClear={() => setCleared((count) => count + 1)}
        />
        <Typography variant="body2" aria-live="polite">
          {until ? 'Warranty recorded.' : 'No extended warranty.'} Cleared {cleared} times.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
