import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import dayjs, { type Dayjs } from 'dayjs';

const reportingPeriods: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'Last 7 days', getValue: () => [dayjs().subtract(6, 'day'), dayjs()] },
  { label: 'Last 30 days', getValue: () => [dayjs().subtract(29, 'day'), dayjs()] },
  { label: 'This month', getValue: () => [dayjs().startOf('month'), dayjs().endOf('month')] },
  {
    label: 'Previous month',
    getValue: () => {
      const previous = dayjs().subtract(1, 'month');
      return [previous.startOf('month'), previous.endOf('month')];
    },
  },
  { label: 'Year to date', getValue: () => [dayjs().startOf('year'), dayjs()] },
  { label: 'Clear', getValue: () => [null, null] },
];

export default function AnalyticsRangeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Report period"
        calendars={1}
        slotProps={{ shortcuts: { items: reportingPeriods } }}
        sx={{ width: '100%', maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
