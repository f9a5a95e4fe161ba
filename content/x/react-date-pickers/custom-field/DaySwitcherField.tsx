import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';

// A day navigator as in calendar apps: arrows step one day, the middle button opens the picker.
function DaySwitcher(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const day = picker.value ?? dayjs('2026-03-14');
  const step = (amount: number) => picker.setValue(day.add(amount, 'day'), { changeImportance: 'accept' });

  return (
    <Stack ref={ref} direction="row" sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <IconButton aria-label="Previous day" onClick={() => step(-1)}>
        <ChevronLeft />
      </IconButton>
      <Button id={forwardedProps.id} color="inherit" onClick={() => picker.setOpen((open) => !open)} sx={{ minWidth: 150 }}>
        {day.format('ddd D MMM YYYY')}
      </Button>
      <IconButton aria-label="Next day" onClick={() => step(1)}>
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}

export default function DaySwitcherField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Timetable day" defaultValue={dayjs('2026-03-14')} slots={{ field: DaySwitcher }} />
    </LocalizationProvider>
  );
}
