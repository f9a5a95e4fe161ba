import * as React from 'react';
import Button from '@mui/material/Button';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

function DayButton(props: DatePickerFieldProps) {
  // Internal props (value, format, validation…) come from the picker; keep only the id for the button.
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const text = picker.value?.isValid() ? picker.value.format('ddd, MMM D') : 'Pick a day';

  return (
    <Button
      id={forwardedProps.id}
      ref={ref}
      variant="outlined"
      startIcon={<CalendarMonth />}
      className={picker.rootClassName}
      sx={picker.rootSx}
      disabled={picker.disabled}
      onClick={() => picker.setOpen((open) => !open)}
    >
      {picker.label}: {text}
    </Button>
  );
}

export default function ButtonDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-06-09'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Haircut" value={value} onChange={setValue} slots={{ field: DayButton }} />
    </LocalizationProvider>
  );
}
