import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickerChangeHandlerContext, TimeValidationError } from '@mui/x-date-pickers/models';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';

export default function ChangeWithError() {
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2026-03-14T07:00'));

  // Only keep values that pass validation; the field still shows what was typed.
  const handleChange = (next: Dayjs | null, context: PickerChangeHandlerContext<TimeValidationError>) => {
    if (context.validationError === null) setSaved(next);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 340 }}>
        <TimePicker
          label="Sprinklers start"
          defaultValue={saved}
          onChange={handleChange}
          minTime={dayjs('2026-03-14T05:00')}
          maxTime={dayjs('2026-03-14T09:00')}
        />
        <Typography variant="body2" aria-live="polite">
          Last valid time saved: {saved ? saved.format('HH:mm') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
