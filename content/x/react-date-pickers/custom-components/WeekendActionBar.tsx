import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerActionsContext, usePickerContext } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs, { type Dayjs } from 'dayjs';

function GardenActionBar({ className }: PickersActionBarProps) {
  const { value } = usePickerContext<Dayjs | null>();
  const { setValue, clearValue, acceptValueChanges } = usePickerActionsContext<Dayjs | null>();
  const base = value ?? dayjs('2026-04-01');
  const saturday = base.add((6 - base.day() + 7) % 7, 'day');

  return (
    <DialogActions className={className} sx={{ flexWrap: 'wrap' }}>
      <Button onClick={clearValue}>No visit</Button>
      <Button onClick={() => setValue(saturday, { changeImportance: 'set' })}>That Saturday</Button>
      <Button variant="contained" onClick={acceptValueChanges}>
        Book the gardener
      </Button>
    </DialogActions>
  );
}

export default function WeekendActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker defaultValue={dayjs('2026-04-08')} slots={{ actionBar: GardenActionBar }} />
    </LocalizationProvider>
  );
}
