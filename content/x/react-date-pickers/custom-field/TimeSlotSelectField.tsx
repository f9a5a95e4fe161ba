import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AccessTime from '@mui/icons-material/AccessTime';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker, type TimePickerFieldProps } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';

const opening = dayjs('2026-04-20T09:00');
// The clinic books 40-minute visits from 9:00 to 16:20.
const slots = Array.from({ length: 12 }, (_, index) => opening.add(index * 40, 'minute'));

function SlotSelect(props: TimePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'time');
  const picker = usePickerContext<Dayjs | null>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const selected = picker.value?.isValid() ? picker.value.format('HH:mm') : '';
  const listed = slots.some((slot) => slot.format('HH:mm') === selected);

  return (
    <TextField
      id={forwardedProps.id}
      ref={ref}
      select
      label={picker.label}
      value={listed ? selected : ''}
      helperText={selected && !listed ? `Custom time: ${selected}` : 'Choose a slot, or any time from the clock'}
      onChange={(event) => {
        const [hour, minute] = event.target.value.split(':').map(Number);
        picker.setValue(opening.hour(hour).minute(minute), { changeImportance: 'accept' });
      }}
      sx={{ minWidth: 260 }}
      slotProps={{
        // The select's combobox is a <div> named by aria-labelledby; a `for` would point at nothing.
        inputLabel: { htmlFor: undefined },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ mr: 3 }}>
              <IconButton aria-label="Choose any time" edge="end" onClick={() => picker.setOpen(true)}>
                <AccessTime />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    >
      {slots.map((slot) => (
        <MenuItem key={slot.format('HH:mm')} value={slot.format('HH:mm')}>
          {slot.format('h:mm A')}
        </MenuItem>
      ))}
    </TextField>
  );
}

export default function TimeSlotSelectField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Visit time"
        defaultValue={dayjs('2026-04-20T10:20')}
        minTime={dayjs('2026-04-20T08:00')}
        maxTime={dayjs('2026-04-20T18:00')}
        slots={{ field: SlotSelect }}
      />
    </LocalizationProvider>
  );
}
