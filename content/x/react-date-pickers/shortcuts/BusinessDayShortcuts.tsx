import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import dayjs, { type Dayjs } from 'dayjs';

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

// Move forward until the picker's own rules accept the day.
function nextAllowed(from: Dayjs, isValid: (value: Dayjs | null) => boolean) {
  let day = from;
  for (let tries = 0; tries < 30 && !isValid(day); tries += 1) day = day.add(1, 'day');
  return day;
}

const deliveryShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Next business day', getValue: ({ isValid }) => nextAllowed(dayjs().add(1, 'day'), isValid) },
  { label: 'In 5 business days', getValue: ({ isValid }) => nextAllowed(dayjs().add(7, 'day'), isValid) },
];

export default function BusinessDayShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Courier pickup"
        shouldDisableDate={isWeekend}
        disablePast
        slotProps={{ shortcuts: { items: deliveryShortcuts } }}
      />
    </LocalizationProvider>
  );
}
