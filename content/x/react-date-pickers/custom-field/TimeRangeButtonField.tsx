import Button from '@mui/material/Button';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import dayjs, { type Dayjs } from 'dayjs';

function ShiftButton({ id }: { id?: string }) {
  const picker = usePickerContext<DateRange<Dayjs>>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const [start, end] = picker.value;
  const hours = start && end ? end.diff(start, 'minute') / 60 : null;

  return (
    <Button id={id} ref={ref} variant="contained" disableElevation onClick={() => picker.setOpen((open) => !open)}>
      {start && end ? `${start.format('HH:mm')}–${end.format('HH:mm')} (${hours} h)` : 'Set shift hours'}
    </Button>
  );
}

export default function TimeRangeButtonField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Shift"
        ampm={false}
        defaultValue={[dayjs('2026-03-14T07:00'), dayjs('2026-03-14T15:30')]}
        slots={{ field: ShiftButton }}
      />
    </LocalizationProvider>
  );
}
