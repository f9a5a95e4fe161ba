import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';

export default function AutosaveOnAccept() {
  const [draft, setDraft] = React.useState<Dayjs | null>(dayjs('2026-10-01'));
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2026-10-01'));
  const [saves, setSaves] = React.useState(0);

  // onAccept can fire while the reader types: save only complete, valid dates. A cleared
  // section makes the value null with no error, so null is skipped too.
  const handleAccept = (value: Dayjs | null, context: PickerChangeHandlerContext<DateValidationError>) => {
    if (value === null || context.validationError !== null) return;
    setSaved(value);
    setSaves((count) => count + 1);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 340 }}>
        <DatePicker
          label="Renew my plan on"
          value={draft}
          onChange={setDraft}
          onAccept={handleAccept}
          minDate={dayjs('2026-09-01')}
        />
        <Typography variant="body2" aria-live="polite">
          Draft: {draft?.isValid() ? draft.format('MMM D, YYYY') : 'incomplete'} · Saved:{' '}
          {saved ? saved.format('MMM D, YYYY') : 'none'} ({saves} saves)
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
