import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerActionsContext, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

// The only days a pop-up vaccination centre opens.
const openDays = ['2026-04-07', '2026-04-09', '2026-04-14', '2026-04-21', '2026-04-23', '2026-04-28'].map((day) =>
  dayjs(day),
);
const isOpen = (day: Dayjs) => openDays.some((open) => open.isSame(day, 'day'));

function OpenDayAutocomplete(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const { setValue } = usePickerActionsContext<Dayjs | null>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);

  return (
    <Stack ref={ref} direction="row" spacing={1} sx={{ alignItems: 'center', width: 320 }}>
      <Autocomplete
        id={forwardedProps.id}
        fullWidth
        options={openDays}
        value={picker.value}
        onChange={(_event, day) => setValue(day, { changeImportance: 'accept' })}
        getOptionLabel={(day) => day.format('dddd D MMMM')}
        isOptionEqualToValue={(option, selected) => option.isSame(selected, 'day')}
        renderInput={({ InputProps, inputProps, InputLabelProps, ...params }) => (
          <TextField
            {...params}
            label={picker.label}
            slotProps={{ input: InputProps, htmlInput: inputProps, inputLabel: InputLabelProps }}
          />
        )}
      />
      <IconButton aria-label="Show the open days in a calendar" onClick={() => picker.setOpen((open) => !open)}>
        <CalendarMonth />
      </IconButton>
    </Stack>
  );
}

export default function AutocompleteSlotsField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Vaccination day"
        referenceDate={dayjs('2026-04-01')}
        shouldDisableDate={(day: Dayjs) => !isOpen(day)}
        slots={{ field: OpenDayAutocomplete }}
      />
    </LocalizationProvider>
  );
}
