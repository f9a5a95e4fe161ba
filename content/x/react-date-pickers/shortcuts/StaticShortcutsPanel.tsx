import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs, { type Dayjs } from 'dayjs';

// Dates fixed by the school calendar, not by today.
const termDates: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Autumn term starts', getValue: () => dayjs('2026-09-02') },
  { label: 'Half term', getValue: () => dayjs('2026-10-26') },
  { label: 'Winter concert', getValue: () => dayjs('2026-12-16') },
  { label: 'Spring term starts', getValue: () => dayjs('2027-01-06') },
];

export default function StaticShortcutsPanel() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        orientation="landscape"
        defaultValue={dayjs('2026-09-02')}
        slotProps={{ shortcuts: { items: termDates }, toolbar: { hidden: true }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
