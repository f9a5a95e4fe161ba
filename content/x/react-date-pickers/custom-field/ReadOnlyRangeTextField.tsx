import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker, type DateRangePickerFieldProps } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import dayjs, { type Dayjs } from 'dayjs';

// One read-only text field for both ends; a click or Enter opens the calendars.
function StayTextField(props: DateRangePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<DateRange<Dayjs>>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const [arrival, departure] = picker.value;
  const nights = arrival && departure ? departure.diff(arrival, 'day') : 0;
  const open = () => picker.setOpen(true);

  return (
    <TextField
      id={forwardedProps.id}
      ref={ref}
      label={picker.label}
      value={arrival && departure ? `${arrival.format('ddd D MMM')} → ${departure.format('ddd D MMM')}` : ''}
      placeholder="Arrival → departure"
      helperText={nights > 0 ? `${nights} night${nights === 1 ? '' : 's'}` : 'Choose your dates'}
      onClick={open}
      onKeyDown={(event) => event.key === 'Enter' && open()}
      sx={{ minWidth: 280 }}
      slotProps={{ htmlInput: { readOnly: true, 'aria-haspopup': 'dialog' } }}
    />
  );
}

export default function ReadOnlyRangeTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Stay"
        defaultValue={[dayjs('2026-09-11'), dayjs('2026-09-14')]}
        slots={{ field: StayTextField }}
      />
    </LocalizationProvider>
  );
}
