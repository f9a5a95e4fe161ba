import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import dayjs, { type Dayjs } from 'dayjs';

// The reports cover closed days only, so every period ends yesterday at the latest.
const yesterday = dayjs().subtract(1, 'day').startOf('day');

const reportPeriods: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'Last 7 days', getValue: () => [yesterday.subtract(6, 'day'), yesterday] },
  { label: 'Last 30 days', getValue: () => [yesterday.subtract(29, 'day'), yesterday] },
  {
    label: 'Previous month',
    getValue: () => {
      const previous = dayjs().subtract(1, 'month');
      return [previous.startOf('month'), previous.endOf('month').startOf('day')];
    },
  },
  { label: 'Year to date', getValue: () => [dayjs().startOf('year'), yesterday] },
  { label: 'Clear', getValue: () => [null, null] },
];

export default function ReportPeriodShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Report period"
        maxDate={yesterday}
        slotProps={{ shortcuts: { items: reportPeriods, 'aria-label': 'Common report periods' } }}
        sx={{ minWidth: 300, maxWidth: 400 }}
      />
    </LocalizationProvider>
  );
}
