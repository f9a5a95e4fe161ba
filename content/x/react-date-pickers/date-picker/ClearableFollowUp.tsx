import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

export default function ClearableFollowUp() {
  const [followUp, setFollowUp] = React.useState<Dayjs | null>(dayjs('2026-03-30'));
  const [note, setNote] = React.useState('');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Follow-up call"
          value={followUp}
          onChange={setFollowUp}
          slotProps={{
            field: { clearable: true, onClear: () => setNote('Follow-up removed from the lead.') },
          }}
        />
        <Typography variant="body2" aria-live="polite">
          {note || 'Hover or focus the field, then press the clear button.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
