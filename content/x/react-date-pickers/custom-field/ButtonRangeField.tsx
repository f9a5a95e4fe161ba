import Button from '@mui/material/Button';
import DateRangeIcon from '@mui/icons-material/DateRange';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker, type DateRangePickerFieldProps } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import dayjs, { type Dayjs } from 'dayjs';

function TripButton(props: DateRangePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<DateRange<Dayjs>>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const [from, to] = picker.value;
  const text = from && to ? `${from.format('MMM D')} – ${to.format('MMM D')}` : 'Any dates';

  return (
    <Button
      id={forwardedProps.id}
      ref={ref}
      variant="outlined"
      startIcon={<DateRangeIcon />}
      onClick={() => picker.setOpen((open) => !open)}
    >
      {picker.label}: {text}
    </Button>
  );
}

export default function ButtonRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Trip"
        defaultValue={[dayjs('2026-08-14'), dayjs('2026-08-23')]}
        slots={{ field: TripButton }}
      />
    </LocalizationProvider>
  );
}
