import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Event from '@mui/icons-material/Event';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker, type DateTimePickerFieldProps } from '@mui/x-date-pickers/DateTimePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

function ReminderChip(props: DateTimePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date-time');
  const picker = usePickerContext<Dayjs | null>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);

  return (
    <Chip
      id={forwardedProps.id}
      ref={ref}
      icon={<Event />}
      color="primary"
      variant="outlined"
      label={picker.value ? `Remind me ${picker.value.format('ddd D MMM, HH:mm')}` : 'Add a reminder'}
      aria-haspopup="dialog"
      onClick={() => picker.setOpen(true)}
    />
  );
}

export default function ChipDateTimeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">Call the plumber back</Typography>
        <DateTimePicker
          label="Reminder"
          ampm={false}
          defaultValue={dayjs('2026-03-16T09:00')}
          slots={{ field: ReminderChip }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
