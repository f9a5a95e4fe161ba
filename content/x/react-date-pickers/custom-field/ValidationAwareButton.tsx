import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import dayjs, { type Dayjs } from 'dayjs';

function CheckedDayButton(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  // The same rules as the picker's field: minDate, maxDate, shouldDisableDate…
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });
  const hintId = `${forwardedProps.id ?? 'pickup'}-hint`;

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        id={forwardedProps.id}
        ref={ref}
        variant="outlined"
        color={hasValidationError ? 'error' : 'primary'}
        aria-describedby={hintId}
        onClick={() => picker.setOpen((open) => !open)}
      >
        {picker.label}: {picker.value ? picker.value.format('MMM D') : 'none'}
      </Button>
      <Typography id={hintId} variant="caption" color={hasValidationError ? 'error' : 'text.secondary'}>
        {hasValidationError ? 'The depot is closed that day.' : 'Weekdays only'}
      </Typography>
    </Stack>
  );
}

export default function ValidationAwareButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Depot pickup"
        defaultValue={dayjs('2026-03-14')}
        shouldDisableDate={(day: Dayjs) => day.day() === 0 || day.day() === 6}
        slots={{ field: CheckedDayButton }}
      />
    </LocalizationProvider>
  );
}
