import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';

// Typing is not allowed: a click or Enter opens the calendar, the only way to choose.
function ClickToChooseField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const expected = useParsedFormat();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const open = () => picker.setOpen(true);

  return (
    <TextField
      id={forwardedProps.id}
      ref={ref}
      label={picker.label}
      value={picker.value ? picker.value.format(picker.fieldFormat) : ''}
      placeholder={expected}
      helperText={`Format: ${expected}`}
      onClick={open}
      onKeyDown={(event) => event.key === 'Enter' && open()}
      slotProps={{ htmlInput: { readOnly: true, 'aria-haspopup': 'dialog' } }}
    />
  );
}

export default function ReadOnlyOpensPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Move-in date" format="DD/MM/YYYY" slots={{ field: ClickToChooseField }} />
    </LocalizationProvider>
  );
}
