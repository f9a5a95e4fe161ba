import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Today from '@mui/icons-material/Today';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

// The field logic on a plain <input>: needs enableAccessibleFieldDOMStructure={false} on the picker.
function SearchBarDateField(props: DatePickerFieldProps) {
  const fieldProps = { ...props, enableAccessibleFieldDOMStructure: false as const };
  const field = useDateField<false, typeof fieldProps>(fieldProps);
  const picker = usePickerContext();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);

  return (
    <Paper ref={ref} variant="outlined" sx={{ display: 'flex', alignItems: 'center', pl: 2, width: 280, borderRadius: 6 }}>
      <InputBase
        inputRef={field.inputRef}
        value={field.value}
        onChange={field.onChange}
        onClick={field.onClick}
        onFocus={field.onFocus}
        onBlur={field.onBlur}
        onKeyDown={field.onKeyDown}
        onPaste={field.onPaste}
        placeholder={field.placeholder}
        disabled={field.disabled}
        readOnly={field.readOnly}
        error={field.error}
        sx={{ flex: 1 }}
        slotProps={{ input: { 'aria-label': String(picker.label), inputMode: field.inputMode, autoComplete: 'off' } }}
      />
      <IconButton aria-label={field.openPickerAriaLabel} onClick={() => picker.setOpen((open) => !open)}>
        <Today />
      </IconButton>
    </Paper>
  );
}

export default function PlainInputDateField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Search sailings from"
        enableAccessibleFieldDOMStructure={false}
        defaultValue={dayjs('2026-07-04')}
        slots={{ field: SearchBarDateField }}
      />
    </LocalizationProvider>
  );
}
