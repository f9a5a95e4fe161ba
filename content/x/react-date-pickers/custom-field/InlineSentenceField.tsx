import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

// The date is a word in a sentence; the button next to it changes it.
function SentenceDate(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);

  return (
    <Typography ref={ref} component="p" variant="body1">
      Your next box ships on{' '}
      <strong>{picker.value ? picker.value.format('dddd, MMMM D') : 'a date to choose'}</strong>.{' '}
      <Button id={forwardedProps.id} size="small" onClick={() => picker.setOpen(true)} sx={{ verticalAlign: 'baseline' }}>
        Change date
      </Button>
    </Typography>
  );
}

export default function InlineSentenceField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Next shipment"
        defaultValue={dayjs('2026-04-16')}
        shouldDisableDate={(day: Dayjs) => day.day() !== 4}
        slots={{ field: SentenceDate }}
      />
    </LocalizationProvider>
  );
}
