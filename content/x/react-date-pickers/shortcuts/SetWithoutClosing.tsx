import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import dayjs, { type Dayjs } from 'dayjs';

// Starting points the reader adjusts before confirming.
const starts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'In one hour', getValue: () => dayjs().add(1, 'hour').startOf('hour') },
  { label: 'Tonight, 20:00', getValue: () => dayjs().hour(20).startOf('hour') },
  { label: 'Tomorrow morning', getValue: () => dayjs().add(1, 'day').hour(9).startOf('hour') },
];

export default function SetWithoutClosing() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Send the newsletter"
        slotProps={{ shortcuts: { items: starts, changeImportance: 'set' } }}
      />
    </LocalizationProvider>
  );
}
