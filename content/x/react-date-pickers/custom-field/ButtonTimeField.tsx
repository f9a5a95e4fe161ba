import Button from '@mui/material/Button';
import Schedule from '@mui/icons-material/Schedule';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker, type TimePickerFieldProps } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';

function PickupTimeButton(props: TimePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'time');
  const { value, label, setOpen, triggerRef, rootRef, disabled } = usePickerContext<Dayjs | null>();
  const ref = useForkRef(triggerRef, rootRef);

  return (
    <Button
      id={forwardedProps.id}
      ref={ref}
      variant="contained"
      color="secondary"
      endIcon={<Schedule />}
      disabled={disabled}
      onClick={() => setOpen((open) => !open)}
    >
      {label} {value?.isValid() ? value.format('h:mm A') : '—'}
    </Button>
  );
}

export default function ButtonTimeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Pickup at"
        defaultValue={dayjs('2026-03-14T18:30')}
        timeSteps={{ minutes: 15 }}
        slots={{ field: PickupTimeButton }}
      />
    </LocalizationProvider>
  );
}
