import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import dayjs, { type Dayjs } from 'dayjs';

// getValue runs each time the list renders (when the picker opens), so "today" is the reader's today.
function nextMonday() {
  const today = dayjs();
  // day(): 0 is Sunday, 1 Monday… On a Monday, "next Monday" is a week away.
  return today.add((8 - today.day()) % 7 || 7, 'day');
}

const followUps: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => dayjs().add(1, 'day') },
  { label: 'In 3 days', getValue: () => dayjs().add(3, 'day') },
  { label: 'Next Monday', getValue: nextMonday },
  { label: 'In 2 weeks', getValue: () => dayjs().add(2, 'week') },
  { label: 'No follow-up', getValue: () => null },
];

export default function FollowUpShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Follow up with the client" slotProps={{ shortcuts: { items: followUps } }} />
    </LocalizationProvider>
  );
}
