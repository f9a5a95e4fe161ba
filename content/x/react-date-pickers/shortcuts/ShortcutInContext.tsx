import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import dayjs, { type Dayjs } from 'dayjs';

const trialEnds: PickersShortcutsItem<Dayjs | null>[] = [
  { id: 'trial-7', label: '7-day trial', getValue: () => dayjs().add(7, 'day') },
  { id: 'trial-14', label: '14-day trial', getValue: () => dayjs().add(14, 'day') },
  { id: 'trial-30', label: '30-day trial', getValue: () => dayjs().add(30, 'day') },
];

export default function ShortcutInContext() {
  const [origin, setOrigin] = React.useState('No choice yet.');

  const handleAccept = (value: Dayjs | null, context: PickerChangeHandlerContext<DateValidationError>) => {
    const how = context.shortcut ? `shortcut "${context.shortcut.label}" (${context.shortcut.id})` : 'a manual choice';
    setOrigin(`${value ? value.format('MMM D') : 'No date'} set by ${how}.`);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 340 }}>
        <DatePicker label="Trial ends" onAccept={handleAccept} slotProps={{ shortcuts: { items: trialEnds } }} />
        <Typography variant="body2" aria-live="polite">
          {origin}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
